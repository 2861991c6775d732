import { describe, expect, it } from 'vitest';
import { berlinClock } from '@/lib/berlin-time';
import { timeZone } from '@/i18n/config';

// berlinClock computes Berlin time with the EU summer-time rule instead of the time-zone database
// (a phone's first time-zone formatter is a long task); this holds the rule to the database.
const reference = new Intl.DateTimeFormat('en-US', {
  timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function fromDatabase(instant: Date) {
  const part = Object.fromEntries(reference.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    weekday: WEEKDAYS.indexOf(part.weekday),
    time: `${part.hour}:${part.minute}`,
  };
}

describe('berlinClock', () => {
  it('agrees with the time-zone database at every hour of 2020–2040 (the switches fall on full hours)', () => {
    const mismatches: string[] = [];
    for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2041, 0, 1); t += 3_600_000) {
      const instant = new Date(t);
      const ours = berlinClock(instant);
      const theirs = fromDatabase(instant);
      if (ours.date !== theirs.date || ours.time !== theirs.time || ours.weekday !== theirs.weekday)
        mismatches.push(instant.toISOString());
      if (mismatches.length > 5) break;
    }
    expect(mismatches).toEqual([]);
  });

  it('switches at 01:00 UTC on the last Sundays of March and October, to the minute', () => {
    expect(berlinClock(new Date('2026-03-29T00:59:00Z')).time).toBe('01:59');
    expect(berlinClock(new Date('2026-03-29T01:00:00Z')).time).toBe('03:00');
    expect(berlinClock(new Date('2026-10-25T00:59:00Z')).time).toBe('02:59');
    expect(berlinClock(new Date('2026-10-25T01:00:00Z'))).toEqual({ date: '2026-10-25', weekday: 0, time: '02:00' });
    expect(berlinClock(new Date('2026-12-31T23:30:00Z'))).toEqual({ date: '2027-01-01', weekday: 5, time: '00:30' });
  });
});
