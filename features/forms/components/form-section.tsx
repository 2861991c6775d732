import type { Locale } from '@/i18n/config';
import { formViewTexts } from '../server/view-texts';
import type { FieldValues, FormView } from '../types';
import { FormViewLazy } from './form-view-lazy.client';
import styles from './form-section.module.css';
// The form island's styles, with the page's stylesheets (its chunk loads after the first paint).
import './form-view.module.css';

type Props = {
  form: FormView;
  locale: Locale;
  /** The form page has the title as its h1; inside a page the form module uses h2. */
  heading: 'h1' | 'h2';
  headline?: string;
  draft?: { values: FieldValues; messages: Record<string, string>; summary: string };
};

/** Title, intro and the form itself; used by the form page and by the form module of CMS pages. */
export async function FormSection({ form, locale, heading: Heading, headline, draft }: Props) {
  const titleId = `form-${form.id}-title`;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {headline || form.title}
      </Heading>
      {form.intro
        .split(/\n\s*\n/)
        .filter((p) => p.trim())
        .map((paragraph, i) => (
          <p key={i} className={styles.intro}>
            {paragraph.trim()}
          </p>
        ))}
      <FormViewLazy form={form} locale={locale} texts={await formViewTexts(locale)} draft={draft} />
    </section>
  );
}
