import { describe, expect, it } from 'vitest';
import { createFormatter } from 'use-intl/core';
import { timeZone } from '@/i18n/config';
import { dayDate, formatDate } from '@/i18n/format-date';

// The formats of the cards, day headings, chips, calendar and article cards, which render in the
// browser without next-intl: they must read as next-intl writes them on the server.
const FORMATS: Intl.DateTimeFormatOptions[] = [
  { hour: '2-digit', minute: '2-digit', hour12: false },
  { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  { day: 'numeric', month: 'long', year: 'numeric' },
  { weekday: 'long', day: 'numeric', month: 'long' },
  { month: 'long', year: 'numeric' },
  { weekday: 'short' },
  { dateStyle: 'long' },
];

describe('formatDate', () => {
  it('writes dates and Berlin times as next-intl does, in every language and across summer time', () => {
    for (const locale of ['de', 'en', 'cs'] as const) {
      const format = createFormatter({ locale, timeZone });
      for (const iso of [
        '2026-03-29T00:30:00Z',
        '2026-03-29T01:30:00Z',
        '2026-10-25T00:30:00Z',
        '2026-10-25T01:30:00Z',
        '2026-11-27T23:15:00Z',
        '2026-06-30T22:30:00Z',
      ]) {
        for (const options of FORMATS)
          expect(formatDate(iso, locale, options), `${locale} ${iso} ${JSON.stringify(options)}`).toBe(
            format.dateTime(new Date(iso), options as never),
          );
      }
    }
  });

  it('keeps a Berlin day on its date', () => {
    expect(formatDate(dayDate('2026-12-31'), 'de', { day: 'numeric', month: 'long', year: 'numeric' })).toBe(
      '31. Dezember 2026',
    );
    expect(formatDate(dayDate('2026-03-29'), 'en', { weekday: 'long', day: 'numeric', month: 'long' })).toBe(
      createFormatter({ locale: 'en', timeZone }).dateTime(new Date('2026-03-29T12:00:00Z'), {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
      }),
    );
  });
});
