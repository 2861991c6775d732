import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { getVenue, VenueDetailView } from '@/features/venues/server';
import { decodeParam, parseId } from '@/lib/params';
import { env } from '@/lib/env';
import { JsonLd } from '@/components/json-ld';
import { generatedImagePath, placeJsonLd } from '@/features/seo';
import { seoMetadata } from '@/features/seo/server';

// ISR: rendered on first request, then cached until one of its data tags is revalidated. The upcoming
// dates it lists depend on the clock, so it is also re-rendered at least every 10 minutes.
export function generateStaticParams() {
  return [];
}
export const revalidate = 600;

export async function generateMetadata({ params }: PageProps<'/[locale]/venues/[slug]/[id]'>): Promise<Metadata> {
  const { locale, id } = await params;
  const venueId = parseId(id);
  const venue = venueId ? await getVenue(venueId, locale as Locale) : null;
  if (!venue) return {};
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Seo' });
  return seoMetadata({
    locale: locale as Locale,
    title: venue.name,
    context: [t('venue')],
    description: venue.description,
    urls: venue.urls,
    image: venue.image_obj ? { url: venue.image_obj.url, alt: venue.image_obj.alt || venue.name } : null,
    generatedImage: generatedImagePath(locale as Locale, 'venue', venue.id),
  });
}

/** A venue with address, map link, its rooms and upcoming events. */
export default async function VenuePage({ params }: PageProps<'/[locale]/venues/[slug]/[id]'>) {
  const { locale: raw, slug, id } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const venueId = parseId(id);
  const venue = venueId ? await getVenue(venueId, locale) : null;
  if (!venue) notFound();
  if (decodeParam(slug) !== venue.slug) permanentRedirect(venue.url);
  return (
    <>
      <JsonLd
        data={placeJsonLd({
          name: venue.name,
          description: venue.description,
          url: venue.url,
          image: venue.image_obj?.url ?? null,
          address: venue,
          geo: venue,
          mapUrl: venue.map_url,
          rooms: venue.rooms,
          siteUrl: env().SITE_URL,
        })}
      />
      <VenueDetailView venue={venue} locale={locale} />
    </>
  );
}
