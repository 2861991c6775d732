import { afterEach, describe, expect, it } from 'vitest';
import { berlinAt, berlinWithOffset, formatBerlin, fromBerlinInput, toBerlinInput } from '@/lib/berlin-time';

// Staff enter Berlin wall time in the back office, on computers set to any zone. Around the two nights
// the clocks change, a time must mean the same instant on every computer and reopen as entered (or,
// for the hour the spring night skips, as the clock shows it).
const original = process.env.TZ;
afterEach(() => {
  process.env.TZ = original;
});

describe.each(['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo'])(
  'Berlin wall time on a computer in %s',
  (zone) => {
    it('round-trips every quarter hour of the October night the clocks go back', () => {
      process.env.TZ = zone;
      for (const time of ['00:00', '01:45', '02:00', '02:30', '02:59', '03:00', '04:15', '18:00']) {
        const wall = `2026-10-25T${time}`;
        expect(toBerlinInput(fromBerlinInput(wall))).toBe(wall);
      }
    });

    it('takes 02:30 of the October night (it happens twice) as the first, still on summer time', () => {
      process.env.TZ = zone;
      expect(fromBerlinInput('2026-10-25T02:30')).toBe('2026-10-25T00:30:00.000Z');
      expect(berlinWithOffset('2026-10-25T02:30')).toBe('2026-10-25T02:30:00+02:00');
      expect(fromBerlinInput('2026-10-25T01:59')).toBe('2026-10-24T23:59:00.000Z');
      expect(fromBerlinInput('2026-10-25T03:00')).toBe('2026-10-25T02:00:00.000Z');
      // The second 02:30 (winter time) still reads as 02:30.
      expect(toBerlinInput('2026-10-25T01:30:00.000Z')).toBe('2026-10-25T02:30');
    });

    it('takes 02:30 of the March night (which the clocks skip) as 03:30 summer time, never an hour early', () => {
      process.env.TZ = zone;
      expect(fromBerlinInput('2026-03-29T02:30')).toBe('2026-03-29T01:30:00.000Z');
      expect(toBerlinInput(fromBerlinInput('2026-03-29T02:30'))).toBe('2026-03-29T03:30');
      expect(fromBerlinInput('2026-03-29T01:59')).toBe('2026-03-29T00:59:00.000Z');
      expect(fromBerlinInput('2026-03-29T03:00')).toBe('2026-03-29T01:00:00.000Z');
      expect(berlinAt('2026-03-29', '18:00').toISOString()).toBe('2026-03-29T16:00:00.000Z');
      expect(berlinAt('2026-03-28', '18:00').toISOString()).toBe('2026-03-28T17:00:00.000Z');
      for (const time of ['00:00', '01:59', '03:00', '18:00']) {
        expect(toBerlinInput(fromBerlinInput(`2026-03-29T${time}`))).toBe(`2026-03-29T${time}`);
      }
    });

    it('shows dates and times in the admin’s language on Berlin’s clock', () => {
      process.env.TZ = zone;
      const winter = '2026-12-05T16:30:00.000Z';
      expect(formatBerlin(winter, 'de-DE')).toBe('05.12.2026, 17:30');
      expect(formatBerlin(winter, 'en-GB')).toBe('5 Dec 2026, 17:30');
      expect(formatBerlin(winter, 'cs-CZ')).toMatch(/^5\. 12\. 2026 17:30$/);
      expect(formatBerlin('2026-07-04T16:00:00.000Z', 'de-DE', 'time')).toBe('18:00');
      expect(formatBerlin('2026-10-25T00:30:00.000Z', 'de-DE', 'time')).toBe('02:30');
      // A calendar day is that day, not the instant of its UTC midnight.
      expect(formatBerlin('2026-12-05', 'de-DE', 'date')).toBe('05.12.2026');
      expect(formatBerlin(null, 'de-DE')).toBe('');
      expect(formatBerlin('no date', 'de-DE')).toBe('');
    });
  },
);
