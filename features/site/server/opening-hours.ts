import 'server-only';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { cached, TAGS } from '@/lib/cache';
import { pick, type Locale } from '@/i18n/config';
import { berlinCalendarDay } from '@/lib/berlin-time';
import { inSeason, type OpeningHoursEntry, type OpeningHoursToday } from '../opening-hours';

type Row = {
  timeFrom: string | null;
  timeTo: string | null;
  closed: boolean;
  alternativeLinkUrl: string | null;
  alternativeText: Partial<Record<Locale, string>> | null;
};

const toEntry =
  (locale: Locale) =>
  (r: Row): OpeningHoursEntry => ({
    time_from: r.timeFrom,
    time_to: r.timeTo,
    closed: r.closed,
    alternative_link_url: r.alternativeLinkUrl,
    alternative_text: pick(r.alternativeText, locale) ?? null,
  });

/** Today's regular hours and today's exceptions (which override the regular hours when present). */
async function readOpeningHoursToday(locale: Locale, now = new Date()): Promise<OpeningHoursToday> {
  const { date, weekday } = berlinCalendarDay(now);
  const oh = schema.openingHours;
  const ex = schema.openingHoursExceptions;
  const [regular, exceptions] = await Promise.all([
    db().select().from(oh).where(eq(oh.weekday, weekday)).orderBy(asc(oh.position), asc(oh.timeFrom)),
    db()
      .select()
      .from(ex)
      .where(and(lte(ex.dateFrom, date), gte(ex.dateTo, date)))
      .orderBy(asc(ex.position), asc(ex.timeFrom)),
  ]);
  return {
    opening_hours: regular.filter((r) => inSeason(r, date)).map(toEntry(locale)),
    opening_hours_exceptions: exceptions.map(toEntry(locale)),
  };
}

// Keyed by the Berlin date so the cache rolls over at midnight.
const cachedToday = cached((locale: Locale, _date: string) => readOpeningHoursToday(locale), ['opening-hours-today'], {
  tags: [TAGS.openingHours],
  revalidate: 600,
});

export function getOpeningHoursToday(locale: Locale, now = new Date()) {
  return cachedToday(locale, berlinCalendarDay(now).date);
}
