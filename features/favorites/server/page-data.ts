import 'server-only';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import type { LocalizedText } from '@/lib/db/schema/common';
import { pick, type Locale } from '@/i18n/config';
import { pathnames } from '@/i18n/routing';
import type { FavoriteRef } from '../cookie';

export type FavoriteEventView = {
  id: number;
  title: string;
  url: string;
  date_start: string;
  date_end: string | null;
  place: string;
  cancelled: boolean;
  ticket_url: string | null;
  past: boolean;
};

export type FavoriteProductionView = {
  id: number;
  title: string;
  subtitle: string;
  url: string;
  /** The next few dates (at most DATES_PER_PRODUCTION), each linking to its event page. */
  dates: { id: number; date_start: string; url: string; cancelled: boolean }[];
};

const DATES_PER_PRODUCTION = 3;
const e = schema.events;
const p = schema.productions;

// The visible path of an event or production page. features/events has programmePath, but the
// programme imports the hearts from here, so this reads the same path table directly.
function pagePath(locale: Locale, route: '/events/[slug]/[id]' | '/productions/[slug]/[id]', slug: string, id: number) {
  return `/${locale}${pathnames[route][locale].replace('[slug]', encodeURIComponent(slug || '-')).replace('[id]', String(id))}`;
}

/**
 * What the favorites page lists: the favorited events (upcoming first by date, then the past ones,
 * newest first) and productions with their next dates. Only what exists and is online.
 */
export async function favoritesPageData(refs: FavoriteRef[], locale: Locale, now = new Date()) {
  const eventIds = refs.filter((r) => r.kind === 'event').map((r) => r.id);
  const productionIds = refs.filter((r) => r.kind === 'production').map((r) => r.id);
  const [events, productions] = await Promise.all([
    favoriteEvents(eventIds, locale, now),
    favoriteProductions(productionIds, locale, now),
  ]);
  return {
    upcoming: events.filter((ev) => !ev.past),
    past: events.filter((ev) => ev.past).reverse(),
    productions,
  };
}

const t = (value: LocalizedText | null | undefined, locale: Locale) => pick(value, locale) ?? '';

async function favoriteEvents(ids: number[], locale: Locale, now: Date): Promise<FavoriteEventView[]> {
  if (!ids.length) return [];
  const rows = await db()
    .select({
      id: e.id,
      title: e.title,
      slug: e.slug,
      dateStart: e.dateStart,
      dateEnd: e.dateEnd,
      status: e.status,
      ticketUrl: e.ticketUrl,
      venue: schema.venues.name,
      room: schema.rooms.name,
    })
    .from(e)
    .leftJoin(schema.venues, eq(schema.venues.id, e.venueId))
    .leftJoin(schema.rooms, eq(schema.rooms.id, e.roomId))
    .where(and(inArray(e.id, ids), eq(e.isOnline, true)))
    .orderBy(asc(e.dateStart), asc(e.id));
  return rows.map((r) => {
    const past = (r.dateEnd ?? r.dateStart) < now;
    const cancelled = r.status === 'cancelled';
    return {
      id: r.id,
      title: t(r.title, locale),
      url: pagePath(locale, '/events/[slug]/[id]', t(r.slug, locale), r.id),
      date_start: r.dateStart.toISOString(),
      date_end: r.dateEnd?.toISOString() ?? null,
      place: [t(r.room, locale), t(r.venue, locale)].filter(Boolean).join(', '),
      cancelled,
      ticket_url: past || cancelled ? null : r.ticketUrl,
      past,
    };
  });
}

async function favoriteProductions(ids: number[], locale: Locale, now: Date): Promise<FavoriteProductionView[]> {
  if (!ids.length) return [];
  const ranked = db()
    .select({
      id: e.id,
      productionId: e.productionId,
      slug: e.slug,
      dateStart: e.dateStart,
      status: e.status,
      rank: sql<number>`row_number() over (partition by ${e.productionId} order by ${e.dateStart}, ${e.id})`.as('rank'),
    })
    .from(e)
    .where(and(inArray(e.productionId, ids), eq(e.isOnline, true), gte(e.dateStart, now)))
    .as('ranked');
  const [rows, dates] = await Promise.all([
    db()
      .select({ id: p.id, title: p.title, subtitle: p.subtitle, slug: p.slug })
      .from(p)
      .where(and(inArray(p.id, ids), eq(p.isOnline, true))),
    db()
      .select()
      .from(ranked)
      .where(lte(ranked.rank, DATES_PER_PRODUCTION))
      .orderBy(asc(ranked.dateStart), asc(ranked.id)),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  // In the order they were marked.
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        title: t(r.title, locale),
        subtitle: t(r.subtitle, locale),
        url: pagePath(locale, '/productions/[slug]/[id]', t(r.slug, locale), r.id),
        dates: dates
          .filter((d) => d.productionId === r.id)
          .map((d) => ({
            id: d.id,
            date_start: d.dateStart.toISOString(),
            url: pagePath(locale, '/events/[slug]/[id]', t(d.slug, locale), d.id),
            cancelled: d.status === 'cancelled',
          })),
      },
    ];
  });
}
