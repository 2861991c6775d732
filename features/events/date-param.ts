import { addDays, berlinDay } from '@/lib/berlin-time';

// Berlin calendar days live in lib (the box office counts by them too); the programme re-exports them.

/** The quick filters of the events list (docs/requirements.md §3 'Event filter state'). */
export const QUICK_FILTERS = ['next_3_days', 'weekend'] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];

/** An inclusive range of Berlin calendar days (ISO). */
export type DayRange = { from: string; to: string };

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
