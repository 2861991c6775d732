import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { formPageData } from '@/features/forms/server';
import { decodeParam } from '@/lib/params';

export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = { robots: { index: false } };

/** Where a form sent without JavaScript lands after it was stored. */
export default async function FormThanksPage({ params }: PageProps<'/[locale]/forms/[slug]/[id]/thanks'>) {
  const { locale, slug, id } = await params;
  setRequestLocale(locale as Locale);
  const [form, t] = await Promise.all([
    formPageData(locale as Locale, id),
    getTranslations({ locale: locale as Locale, namespace: 'FormView' }),
  ]);
  if (!form) notFound();
  // One cached page per form: any other slug redirects (a redirect is not stored, server/isr-cache-handler.ts),
  // where it was stored once per slug anyone typed (/de/forms/<anything>/1/thanks).
  if (decodeParam(slug) !== form.slug)
    permanentRedirect(`/${locale}/forms/${encodeURIComponent(form.slug)}/${form.id}/thanks`);
  return (
    <main id="content" className="page page--form narrow-page">
      <h1>{t('thanksTitle')}</h1>
      <p role="status">{form.thank_you}</p>
      <p>
        <a href={`/${locale}/forms/${encodeURIComponent(form.slug)}/${form.id}`}>{t('sendAnother')}</a>
        {' · '}
        <a href={`/${locale}`}>{t('backHome')}</a>
      </p>
    </main>
  );
}
