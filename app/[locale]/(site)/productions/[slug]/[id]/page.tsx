import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { Breadcrumb } from '@/components/breadcrumb';
import { JsonLd } from '@/components/json-ld';
import { env } from '@/lib/env';
import { generatedImagePath, productionJsonLd } from '@/features/seo';
import { museumPlace, seoMetadata } from '@/features/seo/server';
import { StickyTicketSource } from '@/features/site/client';
import { getDesignSettings } from '@/features/settings/server';
import { programmePath, ProgrammeMain } from '@/features/events';
import { EventOverlay } from '@/features/events/client';
import { eventOverlayTexts } from '@/features/events/server';
import { getProduction } from '@/features/productions/server';
import { ProductionDetailView } from '@/features/productions';
import { decodeParam, parseId } from '@/lib/params';

// ISR: rendered on first request, then cached until one of its data tags is revalidated. The upcoming
// dates it lists depend on the clock, so it is also re-rendered at least every 10 minutes.
export function generateStaticParams() {
  return [];
}
export const revalidate = 600;

export async function generateMetadata({ params }: PageProps<'/[locale]/productions/[slug]/[id]'>): Promise<Metadata> {
  const { locale, id } = await params;
  const productionId = parseId(id);
  const production = productionId ? await getProduction(productionId, locale as Locale) : null;
  if (!production) return {};
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Seo' });
  return seoMetadata({
    locale: locale as Locale,
    title: production.title,
    context: [production.subtitle || t('production')],
    description: production.teaser || production.description,
    urls: production.urls,
    image: production.image_obj
      ? {
          url: production.image_thumbnails.large ?? production.image_obj.url,
          alt: production.image_obj.alt || production.title,
        }
      : null,
    generatedImage: generatedImagePath(locale as Locale, 'production', production.id),
  });
}

/** Production detail with its 'dates and tickets' anchor section (docs/requirements.md §2). */
export default async function ProductionPage({ params }: PageProps<'/[locale]/productions/[slug]/[id]'>) {
  const { locale: raw, slug, id } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const productionId = parseId(id);
  const production = productionId ? await getProduction(productionId, locale) : null;
  if (!production) notFound();
  if (decodeParam(slug) !== production.slug) permanentRedirect(production.url);
  const [design, t, overlay, museum] = await Promise.all([
    getDesignSettings(),
    getTranslations({ locale, namespace: 'Productions' }),
    eventOverlayTexts(locale),
    museumPlace(locale),
  ]);
  return (
    <ProgrammeMain admin={`productions/${production.id}`}>
      <Breadcrumb
        items={[{ label: t('title'), href: programmePath(locale, '/productions') }, { label: production.title }]}
      />
      <JsonLd
        data={productionJsonLd({
          title: production.title,
          teaser: production.teaser,
          url: production.url,
          image: production.image_obj ? (production.image_thumbnails.large ?? production.image_obj.url) : null,
          genre: production.exhibition_type?.name ?? null,
          cast: production.cast,
          venue: production.venue,
          dates: production.events,
          museum,
          siteUrl: env().SITE_URL,
          locale,
        })}
      />
      <ProductionDetailView production={production} locale={locale} design={design} />
      <p>
        <EventOverlay eventsPath={programmePath(locale, '/events')} texts={overlay} />
      </p>
      <StickyTicketSource ticketUrl={null} prices={[]} isProduction={production.events.length > 0} />
    </ProgrammeMain>
  );
}
