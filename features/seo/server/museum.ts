import 'server-only';
import { asc, gte } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { cached, TAGS } from '@/lib/cache';
import { berlinDay } from '@/lib/berlin-time';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { openingHoursJsonLd, type AddressInput, type GeoInput, type MuseumPlace } from '../json-ld';

/**
 * What the home page's Museum needs: the main venue's address and position (the first venue) and the
 * opening hours of the seasons and dated exceptions from today on.
 */
async function readMuseumFacts(today: string) {
  const oh = schema.openingHours;
  const ex = schema.openingHoursExceptions;
  const [venue, weekly, exceptions] = await Promise.all([
    db().select().from(schema.venues).orderBy(asc(schema.venues.position), asc(schema.venues.id)).limit(1),
    db().select().from(oh).orderBy(asc(oh.weekday), asc(oh.position)),
    db().select().from(ex).where(gte(ex.dateTo, today)).orderBy(asc(ex.dateFrom)).limit(100),
  ]);
  const v = venue[0];
  return {
    address: v ? ({ street: v.street, zip: v.zip, city: v.city } satisfies AddressInput) : null,
    geo: v ? ({ latitude: v.latitude, longitude: v.longitude } satisfies GeoInput) : null,
    openingHours: openingHoursJsonLd(weekly, exceptions, today),
  };
}

// Keyed by the Berlin date so exceptions that ended drop out at midnight.
const cachedFacts = cached((today: string) => readMuseumFacts(today), ['museum-facts'], {
  tags: [TAGS.openingHours, TAGS.venues],
  revalidate: 3600,
});

export function getMuseumFacts(now = new Date()) {
  return cachedFacts(berlinDay(now));
}

/** The museum as the place of events that name no venue: its name and its main venue's address. */
export async function museumPlace(locale: Locale): Promise<MuseumPlace> {
  const [t, facts] = await Promise.all([getTranslations({ locale, namespace: 'Common' }), getMuseumFacts()]);
  return { name: t('siteName'), address: facts.address };
}
