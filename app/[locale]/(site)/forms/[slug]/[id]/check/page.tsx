import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { FormSection } from '@/features/forms';
import { readDraft, formPageData } from '@/features/forms/server';

export const metadata: Metadata = { robots: { index: false } };

/**
 * A form sent without JavaScript that was refused comes back here (dynamic, never cached) with what
 * the visitor typed and the messages; the draft lives on the server under the token in ?draft=.
 */
export default async function FormCheckPage({ params, searchParams }: PageProps<'/[locale]/forms/[slug]/[id]/check'>) {
  const { locale, id } = await params;
  setRequestLocale(locale as Locale);
  const form = await formPageData(locale as Locale, id);
  if (!form) notFound();
  const token = (await searchParams).draft;
  const draft = await readDraft(typeof token === 'string' ? token : undefined, form.id);
  if (!draft) redirect(`/${locale}/forms/${encodeURIComponent(form.slug)}/${form.id}`);
  return (
    <main id="content" className="page page--form">
      <FormSection
        form={form}
        locale={locale as Locale}
        heading="h1"
        draft={{ values: draft.values, messages: draft.errors, summary: draft.summary }}
      />
    </main>
  );
}
