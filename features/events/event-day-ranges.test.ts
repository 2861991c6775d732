import { describe, expect, it } from 'vitest';
import { quickFilterRange } from './date-param';
import { addDays, startOfBerlinDay } from '@/lib/berlin-time';
import { parseFilterQuery } from './schemas';
import {
  emptyState,
  resolveDays,
  setDate,
  setFilter,
  setQuick,
  showResetButton,
  isFiltered,
  toSearch,
} from './filter-state';
import { eventsUrl } from './api-client';

/** An instant given as Berlin wall-clock time with its UTC offset, e.g. at('2026-11-20T23:30', '+01:00'). */
const at = (local: string, offset: string) => new Date(`${local}:00${offset}`);

describe('quick filter day ranges (Europe/Berlin)', () => {
  it('on a Friday: next 3 days is Fri–Sun, the weekend the coming Sat–Sun', () => {
    const friday = at('2026-11-20T09:00', '+01:00');
    expect(quickFilterRange('next_3_days', friday)).toEqual({ from: '2026-11-20', to: '2026-11-22' });
    expect(quickFilterRange('weekend', friday)).toEqual({ from: '2026-11-21', to: '2026-11-22' });
  });

  it('late on Friday evening UTC it is already Saturday in Berlin: the current weekend from today', () => {
    const lateFridayUtc = new Date('2026-11-20T23:30:00Z');
    expect(quickFilterRange('weekend', lateFridayUtc)).toEqual({ from: '2026-11-21', to: '2026-11-22' });
    expect(quickFilterRange('next_3_days', lateFridayUtc)).toEqual({ from: '2026-11-21', to: '2026-11-23' });
  });

  it('on a Sunday: the weekend is that Sunday only; next 3 days runs into the week', () => {
    const sunday = at('2026-11-22T18:00', '+01:00');
    expect(quickFilterRange('weekend', sunday)).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    expect(quickFilterRange('next_3_days', sunday)).toEqual({ from: '2026-11-22', to: '2026-11-24' });
  });

  it('on a Monday and a Wednesday: the next Saturday and Sunday', () => {
    expect(quickFilterRange('weekend', at('2026-11-23T00:05', '+01:00'))).toEqual({
      from: '2026-11-28',
      to: '2026-11-29',
    });
    expect(quickFilterRange('weekend', at('2026-12-30T12:00', '+01:00'))).toEqual({
      from: '2027-01-02',
      to: '2027-01-03',
    });
  });

  it('across the autumn DST change (Sunday 25 Oct 2026, 3:00 CEST → 2:00 CET)', () => {
    const friday = at('2026-10-23T20:00', '+02:00');
    expect(quickFilterRange('weekend', friday)).toEqual({ from: '2026-10-24', to: '2026-10-25' });
    expect(quickFilterRange('next_3_days', friday)).toEqual({ from: '2026-10-23', to: '2026-10-25' });
    // 00:30 CEST on the changeover Sunday is still Saturday 22:30 UTC.
    const sundayNight = new Date('2026-10-24T22:30:00Z');
    expect(quickFilterRange('weekend', sundayNight)).toEqual({ from: '2026-10-25', to: '2026-10-25' });
    expect(quickFilterRange('next_3_days', sundayNight)).toEqual({ from: '2026-10-25', to: '2026-10-27' });
    // The changeover Sunday has 25 hours: its start and the next day's start are in different offsets.
    expect(startOfBerlinDay('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfBerlinDay(addDays('2026-10-25', 1)).toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('across the spring DST change (Sunday 28 Mar 2027, 2:00 CET → 3:00 CEST)', () => {
    const friday = at('2027-03-26T23:59', '+01:00');
    expect(quickFilterRange('weekend', friday)).toEqual({ from: '2027-03-27', to: '2027-03-28' });
    expect(quickFilterRange('next_3_days', at('2027-03-28T03:30', '+02:00'))).toEqual({
      from: '2027-03-28',
      to: '2027-03-30',
    });
    expect(addDays('2027-03-27', 1)).toBe('2027-03-28');
    expect(addDays('2027-03-28', 1)).toBe('2027-03-29');
  });

  it('across month and year ends', () => {
    expect(quickFilterRange('next_3_days', at('2026-12-30T10:00', '+01:00'))).toEqual({
      from: '2026-12-30',
      to: '2027-01-01',
    });
    expect(quickFilterRange('weekend', at('2027-02-26T10:00', '+01:00'))).toEqual({
      from: '2027-02-27',
      to: '2027-02-28',
    });
  });
});

describe('filter state with quick filters and date_to', () => {
  it('reads next_3_days, weekend and date_to from the URL and writes them back (dropped when off)', () => {
    const parsed = parseFilterQuery({ weekend: '1', room: '4' });
    expect(parsed).toEqual({ ok: true, state: { ...setFilter(emptyState(), 'room', 4), quick: 'weekend' } });
    if (!parsed.ok) return;
    expect(toSearch(parsed.state)).toBe('?weekend=1&room=4');
    expect(toSearch(setQuick(parsed.state, null))).toBe('?room=4');
    expect(parseFilterQuery({ next_3_days: '0', weekend: '' })).toEqual({ ok: true, state: emptyState() });
    const ranged = parseFilterQuery(new URLSearchParams('date=01-03-2027&date_to=15-03-2027'));
    expect(ranged).toMatchObject({ ok: true, state: { date: '2027-03-01', dateTo: '2027-03-15', quick: null } });
    if (ranged.ok) expect(toSearch(ranged.state)).toBe('?date=01-03-2027&date_to=15-03-2027');
  });

  it('rejects combinations the UI never produces, and malformed values', () => {
    expect(parseFilterQuery({ weekend: '1', next_3_days: '1' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/cannot be combined/),
    });
    expect(parseFilterQuery({ weekend: '1', date: '01-03-2027' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/weekend cannot be combined with date/),
    });
    expect(parseFilterQuery({ weekend: 'ja' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/Invalid weekend/),
    });
    expect(parseFilterQuery({ date_to: '30-02-2027' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/Invalid date_to/),
    });
    expect(parseFilterQuery({ date: '02-03-2027', date_to: '01-03-2027' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/must not be before/),
    });
  });

  it('is mutually exclusive: a quick filter clears the other one and the date; a date clears the quick filter', () => {
    const dated = { ...setDate(emptyState(), '2027-03-01'), dateTo: '2027-03-10' };
    const weekend = setQuick(dated, 'weekend');
    expect(weekend).toMatchObject({ quick: 'weekend', date: null, dateTo: null });
    expect(setQuick(weekend, 'next_3_days').quick).toBe('next_3_days');
    expect(setDate(weekend, '2027-04-02')).toMatchObject({ quick: null, date: '2027-04-02' });
    // A last day before a newly picked date would contradict it and is dropped.
    expect(setDate(dated, '2027-03-20').dateTo).toBeNull();
    expect(setDate(dated, '2027-03-05').dateTo).toBe('2027-03-10');
  });

  it('counts a quick filter like a date in the Reset rule and as a restriction for teasers', () => {
    const weekend = setQuick(emptyState(), 'weekend');
    expect(isFiltered(weekend)).toBe(true);
    expect(showResetButton(weekend)).toBe(false);
    expect(showResetButton(setFilter(weekend, 'room', 2))).toBe(true);
    expect(showResetButton(setFilter(setQuick(emptyState(), 'next_3_days'), 'genre', 1))).toBe(true);
  });

  it('resolves the server query: quick filters to their days, otherwise date and date_to unchanged', () => {
    const friday = at('2026-11-20T09:00', '+01:00');
    expect(resolveDays(setQuick(emptyState(), 'weekend'), friday)).toEqual({
      date: '2026-11-21',
      dateTo: '2026-11-22',
    });
    expect(resolveDays({ date: '2027-01-01', dateTo: '2027-01-31', quick: null }, friday)).toEqual({
      date: '2027-01-01',
      dateTo: '2027-01-31',
    });
  });

  it('the island asks the API with date_to and the quick filter (pages after the first stay in range)', () => {
    const moduleScope = { ...setFilter(emptyState(), 'tag', 3), dateTo: '2027-03-31' };
    const url = new URL(eventsUrl('de', moduleScope, 2), 'http://x');
    expect(url.pathname).toBe('/de/api/events/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      date_to: '31-03-2027',
      tag: '3',
      page: '2',
      page_size: '10',
    });
    expect(new URL(eventsUrl('en', setQuick(emptyState(), 'weekend'), 1), 'http://x').searchParams.get('weekend')).toBe(
      '1',
    );
  });
});
