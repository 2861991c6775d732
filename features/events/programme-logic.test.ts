import { describe, expect, it } from 'vitest';
import { berlinDay, startOfBerlinDay } from '@/lib/berlin-time';
import { formatDay, parseDay } from '@/lib/params';
import { parseFilterQuery } from './schemas';
import {
  activeFilterCount,
  emptyState,
  isFiltered,
  setDate,
  setFilter,
  showResetButton,
  toQuery,
  toSearch,
} from './filter-state';
import { appendPage, shouldLoadPage } from './paging';
import { groupByDay } from './day-groups';
import { bookablePrices, formatPrice, priceRange } from './price';
import { buildIcs, icsText } from './ics';
import { createEventListStore } from './store';
import type { EventListItem, EventTeaser } from './types';

const event = (id: number, date_start: string): EventListItem => ({
  id,
  date_start,
  date_end: null,
  event_type_new: 'event',
  title: `Event ${id}`,
  subtitle: '',
  teaser: '',
  slug: `event-${id}`,
  url: `/de/programm/veranstaltungen/event-${id}/${id}`,
  status: 'scheduled',
  is_free: false,
  ticket_url: null,
  id_jet: null,
  image_obj: null,
  image_thumbnails: {},
  venue: null,
  room: null,
  exhibition_type: null,
  series: null,
  genre: null,
  production: null,
  tags: [],
});
const teaser = (id: number, day: string): EventTeaser => ({
  id,
  name: `T${id}`,
  link: '/de',
  position: day,
  // End of the position day in Berlin summer time (UTC+2).
  date_start: new Date(`${day}T21:59:59.999Z`).toISOString(),
  preline: '',
  subline: '',
  headline: `Teaser ${id}`,
  link_text: '',
  image_obj: null,
  image_thumbnails: {},
});

describe('date parameter', () => {
  it('accepts existing days as DD-MM-YYYY and rejects everything else', () => {
    expect(parseDay('28-02-2027')).toBe('2027-02-28');
    expect(parseDay('29-02-2028')).toBe('2028-02-29');
    for (const bad of [
      '31-02-2027',
      '29-02-2027',
      '00-01-2027',
      '15-13-2027',
      '2027-02-01',
      '1-2-2027',
      '01.02.2027',
      '',
      'abc',
      undefined,
    ]) {
      expect(parseDay(bad as string), String(bad)).toBeNull();
    }
    expect(formatDay('2027-02-28')).toBe('28-02-2027');
    expect(formatDay(parseDay('05-11-2026')!)).toBe('05-11-2026');
  });

  it('works in Europe/Berlin: late evening UTC is already the next day', () => {
    expect(berlinDay(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
    expect(startOfBerlinDay('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(startOfBerlinDay('2026-12-24').toISOString()).toBe('2026-12-23T23:00:00.000Z');
  });
});

describe('filter state', () => {
  it('parses the query and rejects invalid dates and non-numeric filters', () => {
    const parsed = parseFilterQuery({ date: '01-03-2027', room: '4', tag: '', overlay: 'true' });
    expect(parsed).toEqual({
      ok: true,
      state: {
        date: '2027-03-01',
        dateTo: null,
        quick: null,
        filter: { room: 4, type: null, tag: null, series: null, genre: null },
      },
    });
    expect(parseFilterQuery(new URLSearchParams('date=31-02-2027')).ok).toBe(false);
    expect(parseFilterQuery({ room: 'abc' })).toMatchObject({ ok: false, error: expect.stringMatching(/room/) });
    expect(parseFilterQuery({ genre: '0' }).ok).toBe(false);
  });

  it('drops empty values when writing the URL and changes immutably', () => {
    const start = emptyState();
    const withRoom = setFilter(start, 'room', 3);
    expect(start.filter.room).toBeNull();
    expect(toQuery(withRoom)).toEqual({ room: '3' });
    const dated = setDate(setFilter(withRoom, 'type', 20), '2027-04-09');
    expect(toSearch(dated)).toBe('?date=09-04-2027&room=3&type=20');
    expect(toSearch(setFilter(dated, 'room', null))).toBe('?date=09-04-2027&type=20');
    expect(toSearch(start)).toBe('');
    expect(activeFilterCount(dated)).toBe(2);
    expect(isFiltered(setDate(start, '2027-04-09'))).toBe(true);
  });

  it('shows Reset with more than one filter, or one plus a date (docs/requirements.md §2)', () => {
    const one = setFilter(emptyState(), 'room', 1);
    expect(showResetButton(emptyState())).toBe(false);
    expect(showResetButton(one)).toBe(false);
    expect(showResetButton(setDate(emptyState(), '2027-01-01'))).toBe(false);
    expect(showResetButton(setFilter(one, 'genre', 2))).toBe(true);
    expect(showResetButton(setDate(one, '2027-01-01'))).toBe(true);
  });
});

describe('paging rule', () => {
  it('ignores a page at or below the current one unless reset', () => {
    expect(shouldLoadPage(1, 2)).toBe(true);
    expect(shouldLoadPage(2, 2)).toBe(false);
    expect(shouldLoadPage(3, 1)).toBe(false);
    expect(shouldLoadPage(3, 1, true)).toBe(true);
    expect(appendPage([event(1, 'a')], [event(1, 'a'), event(2, 'b')]).map((e) => e.id)).toEqual([1, 2]);
    expect(appendPage([event(1, 'a')], [event(5, 'b')], true).map((e) => e.id)).toEqual([5]);
  });

  it('the store appends pages, ignores stale page requests and clears on reset', async () => {
    const store = createEventListStore({
      state: emptyState(),
      page: 1,
      data: { count: 25, results: [event(1, '2027-01-01T10:00:00.000Z')] },
    });
    const calls: number[] = [];
    const fetchPage = async (_: unknown, page: number) => {
      calls.push(page);
      return { count: 25, results: [event(page * 10, '2027-01-02T10:00:00.000Z')] };
    };
    await store.getState().load(2, fetchPage);
    await store.getState().load(2, fetchPage);
    await store.getState().load(1, fetchPage);
    expect(calls).toEqual([2]);
    expect(store.getState().events.map((e) => e.id)).toEqual([1, 20]);
    store.getState().setState(setFilter(emptyState(), 'room', 2));
    await store.getState().load(1, fetchPage, true);
    expect(store.getState().events.map((e) => e.id)).toEqual([10]);
    expect(store.getState().page).toBe(1);
  });

  it('a new filter shows as many skeleton cards as there were cards, at most a page', async () => {
    const many = Array.from({ length: 14 }, (_, i) => event(i + 1, '2027-01-01T10:00:00.000Z'));
    const store = createEventListStore({
      state: emptyState(),
      page: 1,
      data: { count: 30, results: many.slice(0, 3) },
    });
    let answer!: (data: { count: number; results: typeof many }) => void;
    const pending = () => new Promise<{ count: number; results: typeof many }>((resolve) => (answer = resolve));
    store.getState().setState(setFilter(emptyState(), 'room', 2));
    const first = store.getState().load(1, pending, true);
    expect(store.getState()).toMatchObject({ loading: true, events: [], placeholders: 3 });
    answer({ count: 14, results: many });
    await first;
    store.getState().setState(setFilter(emptyState(), 'room', 3));
    const second = store.getState().load(1, pending, true);
    expect(store.getState()).toMatchObject({ loading: true, placeholders: 10 });
    answer({ count: 0, results: [] });
    await second;
    store.getState().setState(setFilter(emptyState(), 'room', 4));
    void store.getState().load(1, pending, true);
    // After an empty result one skeleton card, not none: the list is loading.
    expect(store.getState().placeholders).toBe(1);
  });
});

describe('day groups and teasers', () => {
  const events = [
    event(1, '2027-05-01T08:00:00.000Z'),
    event(2, '2027-05-01T17:00:00.000Z'),
    event(3, '2027-05-03T09:00:00.000Z'),
  ];

  it('groups by Berlin day and puts a teaser after its position day’s events', () => {
    const groups = groupByDay(events, [teaser(7, '2027-05-01')], { filtered: false, hasMore: false });
    expect(groups.map((g) => g.day)).toEqual(['2027-05-01', '2027-05-03']);
    expect(groups[0].entries.map((e) => `${e.kind}${e.item.id}`)).toEqual(['event1', 'event2', 'teaser7']);
  });

  it('adds teaser-only days between event days but hides all teasers when filtered', () => {
    const teasers = [teaser(8, '2027-05-02')];
    expect(groupByDay(events, teasers, { filtered: false, hasMore: false }).map((g) => g.day)).toEqual([
      '2027-05-01',
      '2027-05-02',
      '2027-05-03',
    ]);
    const filtered = groupByDay(events, teasers, { filtered: true, hasMore: false });
    expect(filtered.map((g) => g.day)).toEqual(['2027-05-01', '2027-05-03']);
    expect(filtered.flatMap((g) => g.entries).every((e) => e.kind === 'event')).toBe(true);
  });

  it('holds back teasers beyond the loaded events while more pages follow', () => {
    const later = [teaser(9, '2027-06-01')];
    expect(
      groupByDay(events, later, { filtered: false, hasMore: true })
        .flatMap((g) => g.entries)
        .some((e) => e.kind === 'teaser'),
    ).toBe(false);
    expect(groupByDay(events, later, { filtered: false, hasMore: false }).at(-1)!.entries[0].kind).toBe('teaser');
  });

  it('continuing a list (the pages "more" appends): the teasers up to the last shown event are not repeated, the others follow as on one list', () => {
    const teasers = [teaser(7, '2027-05-01'), teaser(8, '2027-05-02'), teaser(9, '2027-06-01')];
    const whole = groupByDay(events, teasers, { filtered: false, hasMore: false });
    // The server showed events 1 and 2 with more to come (teaser 7 at the end of 1 May waits), then 'more' brings event 3.
    const first = groupByDay(events.slice(0, 2), teasers, { filtered: false, hasMore: true });
    const next = groupByDay(events.slice(2), teasers, { filtered: false, hasMore: false, after: events[1].date_start });
    const keys = (groups: ReturnType<typeof groupByDay>) =>
      groups.flatMap((g) => g.entries.map((e) => `${g.day}:${e.kind}${e.item.id}`));
    expect([...keys(first), ...keys(next)]).toEqual(keys(whole));
    // Its first day is the one the page ended with: the view continues it without a second heading.
    expect(next[0].day).toBe('2027-05-01');
  });
});

describe('prices', () => {
  it('drops .00 and uses a decimal comma in German', () => {
    expect(formatPrice('12.00', 'de')).toMatch(/^12\s€$/);
    expect(formatPrice('8.50', 'de')).toMatch(/^8,50\s€$/);
    expect(formatPrice('8.50', 'en')).toBe('€8.50');
    expect(bookablePrices([{ price: '0.00' }, { price: '4.00' }])).toEqual([{ price: '4.00' }]);
    expect(priceRange([{ price: '0.00' }, { price: '24.00' }, { price: '9.50' }], 'de')).toEqual({
      from: expect.stringMatching(/^9,50/),
      to: expect.stringMatching(/^24\s€/),
    });
    expect(priceRange([{ price: '0.00' }], 'de')).toBeNull();
  });
});

describe('ICS', () => {
  it('writes UTC times, escapes text and folds long lines', () => {
    const ics = buildIcs(
      [
        {
          uid: 'event-1@x',
          start: '2027-05-01T17:30:00.000Z',
          end: null,
          title: 'Krug; Kleist, Lustspiel',
          description: 'a'.repeat(200),
        },
      ],
      { name: 'Programm', now: new Date('2027-01-01T00:00:00Z') },
    );
    expect(ics).toContain('DTSTART:20270501T173000Z');
    expect(ics).toContain('DTEND:20270501T183000Z');
    expect(ics).toContain('SUMMARY:Krug\\; Kleist\\, Lustspiel');
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(icsText('a\nb')).toBe('a\\nb');
  });
});
