import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  berlinAt,
  berlinDay,
  berlinWithOffset,
  fromBerlinInput,
  startOfBerlinDay,
  toBerlinInput,
} from '@/lib/berlin-time';

// Node reads TZ again when it changes: each case runs as in a browser whose clock is elsewhere.
const original = process.env.TZ;
afterEach(() => {
  process.env.TZ = original;
});

describe.each(['America/New_York', 'UTC', 'Asia/Tokyo', 'Europe/Berlin'])('Berlin time on a computer in %s', (zone) => {
  it('shows an event saved for 18:00 Berlin time as 18:00, however often the input formats it', () => {
    process.env.TZ = zone;
    const saved = '2026-07-04T16:00:00.000Z'; // 18:00 in Berlin (summer time)
    expect(toBerlinInput(saved)).toBe('2026-07-04T18:00');
    // react-admin formats the form value once more before it fills the input.
    expect(toBerlinInput(toBerlinInput(saved))).toBe('2026-07-04T18:00');
    expect(toBerlinInput(new Date('2026-12-01T17:00:00Z'))).toBe('2026-12-01T18:00');
    expect(toBerlinInput(null)).toBe('');
    expect(toBerlinInput('not a date')).toBe('');
  });

  it('takes a typed wall time as Berlin time', () => {
    process.env.TZ = zone;
    expect(fromBerlinInput('2026-07-04T18:00')).toBe('2026-07-04T16:00:00.000Z');
    expect(fromBerlinInput('2026-12-01T18:00')).toBe('2026-12-01T17:00:00.000Z');
    expect(fromBerlinInput('')).toBeNull();
    expect(berlinWithOffset('2026-07-04T18:00')).toBe('2026-07-04T18:00:00+02:00');
    expect(berlinWithOffset('2026-12-01T18:00')).toBe('2026-12-01T18:00:00+01:00');
  });

  it('knows Berlin days, their start and wall times on them, across the summer-time switch', () => {
    process.env.TZ = zone;
    expect(berlinDay('2026-07-15T22:10:00Z')).toBe('2026-07-16');
    expect(berlinDay(new Date('2026-07-15T21:59:00Z'))).toBe('2026-07-15');
    expect(startOfBerlinDay('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfBerlinDay('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(berlinAt('2026-10-25', '12:00').toISOString()).toBe('2026-10-25T11:00:00.000Z');
  });
});
