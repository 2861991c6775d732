import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { getVenue, VenueDetailView } from '@/features/venues/server';
import { decodeParam, parseId } from '@/lib/params';

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
  return { title: venue.name, description: venue.description.slice(0, 160), alternates: { canonical: venue.url, languages: venue.urls } };
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
  return <VenueDetailView venue={venue} locale={locale} />;
}
