import { describe, expect, it } from 'vitest';
import {
  openingHoursLabel,
  openingHoursSummary,
  openingSchedule,
  type OpeningLabelTexts,
  type OpeningSchedule,
} from './opening-hours-label';
import type { OpeningHoursEntry, OpeningHoursToday } from './opening-hours';

const en: OpeningLabelTexts = {
  openFrom: (t) => `Open from ${t}`,
  openUntil: (t) => `Open until ${t}`,
  open: (t) => `Open ${t}`,
  closed: 'Closed',
};
const de: OpeningLabelTexts = {
  openFrom: (t) => `Geöffnet ab ${t}`,
  openUntil: (t) => `Geöffnet bis ${t}`,
  open: (t) => `Geöffnet ${t}`,
  closed: 'Geschlossen',
};

const entry = (
  time_from: string | null,
  time_to: string | null,
  extra: Partial<OpeningHoursEntry> = {},
): OpeningHoursEntry => ({
  time_from,
  time_to,
  closed: false,
  alternative_link_url: null,
  alternative_text: null,
  ...extra,
});
const day = (regular: OpeningHoursEntry[], exceptions: OpeningHoursEntry[] = []): OpeningHoursToday => ({
  opening_hours: regular,
  opening_hours_exceptions: exceptions,
});
// Summer time in Berlin is UTC+2: 07:30Z is 09:30 local.
const at = (iso: string) => new Date(iso);
const summer = day([entry('10:00', '18:00')]);

describe('openingHoursLabel', () => {
  it('before opening says when the village opens', () => {
    expect(openingHoursLabel(summer, at('2026-07-15T07:30:00Z'), 'en', en)).toMatchObject({
      state: 'early',
      text: 'Open from 10:00',
    });
  });

  it('while open says until when', () => {
    expect(openingHoursLabel(summer, at('2026-07-15T08:00:00Z'), 'en', en)).toMatchObject({
      state: 'open',
      text: 'Open until 18:00',
    });
    expect(openingHoursLabel(summer, at('2026-07-15T15:59:00Z'), 'en', en).text).toBe('Open until 18:00');
  });

  it('after closing time says closed', () => {
    expect(openingHoursLabel(summer, at('2026-07-15T16:00:00Z'), 'en', en)).toMatchObject({
      state: 'late',
      text: 'Closed',
    });
  });

  it('on a closed day says closed and keeps the note', () => {
    const closedDay = day([entry(null, null, { closed: true, alternative_text: 'Groups by appointment only' })]);
    expect(openingHoursLabel(closedDay, at('2026-07-15T10:00:00Z'), 'en', en)).toEqual({
      state: 'closed',
      text: 'Closed',
      note: 'Groups by appointment only',
      link: null,
    });
    expect(openingHoursLabel(day([]), at('2026-07-15T10:00:00Z'), 'en', en).text).toBe('Closed');
  });

  it('an exception day overrides the regular hours', () => {
    const christmas = day(
      [entry('09:00', '18:00')],
      [entry(null, null, { closed: true, alternative_text: 'Closed for Christmas' })],
    );
    expect(openingHoursLabel(christmas, at('2026-12-24T10:00:00Z'), 'en', en)).toMatchObject({
      text: 'Closed',
      note: 'Closed for Christmas',
    });
    const market = day(
      [entry('10:00', '16:00')],
      [entry('11:00', '20:00', { alternative_link_url: '/de/winterzauber' })],
    );
    // 17:30 in winter (UTC+1) is after the regular 16:00 but inside the market's hours.
    expect(openingHoursLabel(market, at('2026-12-05T16:30:00Z'), 'en', en)).toMatchObject({
      state: 'open',
      text: 'Open until 20:00',
      link: '/de/winterzauber',
    });
  });

  it('several entries show the joined ranges until the last one ends', () => {
    const split = day([entry('14:00', '18:00'), entry('10:00:00', '12:00:00')]);
    expect(openingHoursLabel(split, at('2026-07-15T06:00:00Z'), 'en', en)).toMatchObject({
      state: 'ranges',
      text: 'Open 10:00–12:00, 14:00–18:00',
    });
    expect(openingHoursLabel(split, at('2026-07-15T11:00:00Z'), 'en', en).text).toBe('Open 10:00–12:00, 14:00–18:00');
    expect(openingHoursLabel(split, at('2026-07-15T16:30:00Z'), 'en', en).text).toBe('Closed');
  });

  it('ranges that overlap or touch are one: two exceptions for one day say when the village is open', () => {
    const allDay = day(
      [entry('10:00', '16:00')],
      [entry('11:00', '20:00', { alternative_text: 'Christmas market' }), entry('00:00', '23:59')],
    );
    expect(openingHoursLabel(allDay, at('2026-12-05T08:30:00Z'), 'de', de)).toMatchObject({
      state: 'open',
      text: 'Geöffnet bis 23:59 Uhr',
    });
    expect(openingHoursSummary(allDay, 'de', de)).toBe('Geöffnet 00:00–23:59 Uhr');
    const touching = day([entry('14:00', '18:00'), entry('10:00', '14:00'), entry('11:00', '12:00')]);
    expect(openingHoursLabel(touching, at('2026-07-15T06:00:00Z'), 'en', en)).toMatchObject({
      state: 'early',
      text: 'Open from 10:00',
    });
    expect(openingHoursLabel(touching, at('2026-07-15T12:30:00Z'), 'en', en).text).toBe('Open until 18:00');
  });

  it('German appends " Uhr"', () => {
    expect(openingHoursLabel(summer, at('2026-07-15T07:30:00Z'), 'de', de).text).toBe('Geöffnet ab 10:00 Uhr');
    expect(openingHoursLabel(summer, at('2026-07-15T08:30:00Z'), 'de', de).text).toBe('Geöffnet bis 18:00 Uhr');
    expect(
      openingHoursLabel(day([entry('10:00', '12:00'), entry('14:00', '18:00')]), at('2026-07-15T06:00:00Z'), 'de', de)
        .text,
    ).toBe('Geöffnet 10:00–12:00, 14:00–18:00 Uhr');
    expect(openingHoursLabel(summer, at('2026-07-15T07:30:00Z'), 'cs', en).text).toBe('Open from 10:00');
  });

  it('uses Berlin wall-clock time across the change to summer time', () => {
    const hours = day([entry('09:00', '18:00')]);
    // 29 March 2026, clocks jump from 02:00 to 03:00: 07:30Z is 09:30 (CEST), not 08:30 (CET).
    expect(openingHoursLabel(hours, at('2026-03-29T07:30:00Z'), 'en', en).text).toBe('Open until 18:00');
    // The day before, still CET: 07:30Z is 08:30.
    expect(openingHoursLabel(hours, at('2026-03-28T07:30:00Z'), 'en', en).text).toBe('Open from 09:00');
    // 25 October 2026, back to CET: 16:30Z is 17:30 and still open; 17:00Z is 18:00 and closed.
    expect(openingHoursLabel(hours, at('2026-10-25T16:30:00Z'), 'en', en).text).toBe('Open until 18:00');
    expect(openingHoursLabel(hours, at('2026-10-25T17:00:00Z'), 'en', en).text).toBe('Closed');
  });
});

describe('openingHoursSummary', () => {
  it('names the whole day, true at any hour of it', () => {
    expect(openingHoursSummary(summer, 'de', de)).toBe('Geöffnet 10:00–18:00 Uhr');
    expect(openingHoursSummary(day([entry('10:00', '18:00')], [entry(null, null, { closed: true })]), 'en', en)).toBe(
      'Closed',
    );
  });
});

describe('openingSchedule (the header picks the step for the current instant)', () => {
  const pick = (schedule: OpeningSchedule, now: number) => {
    let current = null;
    for (const step of schedule.steps) if (step.at <= now) current = step;
    return current;
  };
  const days = {
    summer,
    ranges: day([
      entry('14:00', '17:30'),
      entry('09:00', '12:00', { alternative_text: 'Mornings: guided tours only' }),
    ]),
    exception: day(
      [entry('10:00', '18:00')],
      [entry('12:00', '22:00', { alternative_text: 'Christmas market', alternative_link_url: '/en/events' })],
    ),
    closed: day([entry(null, null, { closed: true, alternative_text: 'Closed for the season' })]),
    overlapping: day(
      [entry('10:00', '16:00')],
      [entry('11:00', '20:00', { alternative_text: 'Christmas market' }), entry('09:00', '13:00')],
    ),
  };
  // A summer day, a winter day and the days of both summer-time changes, every minute from Berlin midnight to midnight.
  const dates = [
    ['2026-07-15T00:00:00+02:00', 24],
    ['2026-01-20T00:00:00+01:00', 24],
    ['2026-03-29T00:00:00+01:00', 23],
    ['2026-10-25T00:00:00+02:00', 25],
  ] as const;

  for (const [name, data] of Object.entries(days)) {
    it(`gives the label openingHoursLabel gives, at every minute of the day (${name})`, () => {
      for (const [midnight, hours] of dates) {
        const start = Date.parse(midnight);
        const schedule = openingSchedule(data, new Date(start + 3 * 3600_000), 'de', de);
        expect(schedule.date).toBe(midnight.slice(0, 10));
        expect(schedule.end - start).toBe(hours * 3600_000);
        for (let now = start; now < schedule.end; now += 60_000) {
          const { text, note, link } = openingHoursLabel(data, new Date(now), 'de', de);
          expect(pick(schedule, now), new Date(now).toISOString()).toMatchObject({ text, note, link });
        }
      }
    });
  }

  it('has a step only where the label changes', () => {
    const schedule = openingSchedule(summer, new Date('2026-07-15T09:00:00Z'), 'en', en);
    expect(schedule.steps.map((s) => [new Date(s.at).toISOString(), s.text])).toEqual([
      ['2026-07-14T22:00:00.000Z', 'Open from 10:00'],
      ['2026-07-15T08:00:00.000Z', 'Open until 18:00'],
      ['2026-07-15T16:00:00.000Z', 'Closed'],
    ]);
  });
});
