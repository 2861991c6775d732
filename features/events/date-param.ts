import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { timeZone } from '@/i18n/config';

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
