import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { getSeries, SeriesDetailView } from '@/features/events/server';
import { decodeParam, parseId } from '@/lib/params';
import { generatedImagePath } from '@/features/seo';
import { seoMetadata } from '@/features/seo/server';

// ISR: rendered on first request, then cached until one of its data tags is revalidated. The upcoming
// dates it lists depend on the clock, so it is also re-rendered at least every 10 minutes.
export function generateStaticParams() {
  return [];
}
export const revalidate = 600;

export async function generateMetadata({ params }: PageProps<'/[locale]/series/[slug]/[id]'>): Promise<Metadata> {
  const { locale, id } = await params;
  const seriesId = parseId(id);
  const series = seriesId ? await getSeries(seriesId, locale as Locale) : null;
  if (!series) return {};
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Seo' });
  return seoMetadata({
    locale: locale as Locale,
    title: series.name,
    context: [t('series')],
    description: series.teaser || series.description,
    urls: series.urls,
    image: series.image_obj ? { url: series.image_obj.url, alt: series.image_obj.alt || series.name } : null,
    generatedImage: generatedImagePath(locale as Locale, 'series', series.id),
  });
}

/** One series or subscription with its upcoming dates. */
export default async function SeriesPage({ params }: PageProps<'/[locale]/series/[slug]/[id]'>) {
  const { locale: raw, slug, id } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const seriesId = parseId(id);
  const series = seriesId ? await getSeries(seriesId, locale) : null;
  if (!series) notFound();
  if (decodeParam(slug) !== series.slug) permanentRedirect(series.url);
  return <SeriesDetailView series={series} locale={locale} />;
}
