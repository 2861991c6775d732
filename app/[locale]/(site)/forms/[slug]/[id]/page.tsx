import type { Metadata } from 'next';
import { decodeParam } from '@/lib/params';
import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { locales, type Locale } from '@/i18n/config';
import { FormSection } from '@/features/forms';
import { formPageData } from '@/features/forms/server';
import { seoMetadata } from '@/features/seo/server';

// Rendered on first request, then cached until the form's tag is revalidated.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/forms/[slug]/[id]'>): Promise<Metadata> {
  const { locale, id } = await params;
  const form = await formPageData(locale as Locale, id);
  if (!form) return {};
  const urls: Partial<Record<Locale, string>> = {};
  for (const l of locales) {
    const version = await formPageData(l, id);
    if (version?.title) urls[l] = `/${l}/forms/${encodeURIComponent(version.slug)}/${version.id}`;
  }
  return seoMetadata({ locale: locale as Locale, title: form.title, description: form.intro, urls });
}

/** docs/requirements.md §2: /forms/{slug}/{id} – one form; a wrong slug leads to the right one. */
export default async function FormPage({ params }: PageProps<'/[locale]/forms/[slug]/[id]'>) {
  const { locale, slug, id } = await params;
  setRequestLocale(locale as Locale);
  const form = await formPageData(locale as Locale, id);
  if (!form) notFound();
  if (decodeParam(slug) !== form.slug)
    permanentRedirect(`/${locale}/forms/${encodeURIComponent(form.slug)}/${form.id}`);
  return (
    <main id="content" className="page page--form" data-admin-path={`forms/${form.id}`}>
      <FormSection form={form} locale={locale as Locale} heading="h1" />
    </main>
  );
}
