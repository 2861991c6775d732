import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { timeZone } from '@/i18n/config';

const PATTERN = /^(\d{2})-(\d{2})-(\d{4})$/;

/**
 * The `date` query parameter of the events list (SPEC 5): DD-MM-YYYY and a day that exists.
 * Returns the ISO day ('2027-02-28') or null for anything else ('31-02-2027', '2027-02-01', '1-2-2027').
 */
export function parseDateParam(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const match = PATTERN.exec(value);
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** ISO day ('2027-02-28') to the URL form ('28-02-2027'). */
export function formatDateParam(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${d}-${m}-${y}`;
}

/** The Berlin calendar day of an instant, as ISO day. */
export function berlinDay(date: Date | string): string {
  return formatInTimeZone(typeof date === 'string' ? new Date(date) : date, timeZone, 'yyyy-MM-dd');
}

/** Midnight in Berlin at the start of an ISO day, as an instant. */
export function startOfBerlinDay(isoDay: string): Date {
  return fromZonedTime(`${isoDay}T00:00:00`, timeZone);
}

/** The quick filters of the events list (SPEC 3 'Event filter state'). */
export const QUICK_FILTERS = ['next_3_days', 'weekend'] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];

/** An inclusive range of Berlin calendar days (ISO). */
export type DayRange = { from: string; to: string };

/** Calendar arithmetic on ISO days; UTC noon keeps it clear of any DST shift. */
export function addDays(isoDay: string, days: number): string {
  const d = new Date(`${isoDay}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The days a quick filter covers, seen from `now` in Europe/Berlin:
 * next_3_days is today and the next two days; weekend is the coming Saturday and Sunday, or on a
 * Saturday/Sunday the current weekend from today (so on Sunday only Sunday).
 */
export function quickFilterRange(kind: QuickFilter, now: Date = new Date()): DayRange {
  const today = berlinDay(now);
  if (kind === 'next_3_days') return { from: today, to: addDays(today, 2) };
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  if (weekday === 0) return { from: today, to: today };
  const saturday = addDays(today, 6 - weekday);
  return { from: weekday === 6 ? today : saturday, to: addDays(saturday, 1) };
}
