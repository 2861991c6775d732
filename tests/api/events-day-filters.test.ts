import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabase } from '../helpers/db';
import { callRoute } from '../helpers/route';
import { GET as getEvents } from '@/app/[locale]/api/events/route';
import { GET as getFeed } from '@/app/[locale]/api/events/feed.ics/route';
import { GET as getCalendar } from '@/app/api/calendar/route';
import { quickFilterRange } from '@/features/events';
import { addDays, berlinDay, startOfBerlinDay } from '@/lib/berlin-time';
import { formatDay } from '@/lib/params';

type Item = { id: number; date_start: string };
type Page = { count: number; next: string | null; previous: string | null; results: Item[] };

beforeAll(async () => {
  await testDatabase({ demo: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const events = async (search: string) => {
  const res = await callRoute(getEvents, { url: `/de/api/events/${search}`, params: { locale: 'de' } });
  return { status: res.status, detail: res.json?.detail as string | undefined, page: res.json as unknown as Page };
};
const ids = (page: Page) => page.results.map((e) => e.id);
const days = (page: Page) => page.results.map((e) => berlinDay(e.date_start));
const param = (isoDay: string) => formatDay(isoDay);

/** Pretends the server's clock shows `isoDay` at 10:00 in Berlin (only Date is faked; the database keeps its timers). */
function setBerlinNow(isoDay: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(startOfBerlinDay(isoDay).getTime() + 10 * 3600_000));
}

/** The next day from today (Berlin) with the given weekday (0 Sunday … 6 Saturday), at least a day ahead. */
function nextWeekday(weekday: number) {
  let day = addDays(berlinDay(new Date()), 1);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== weekday) day = addDays(day, 1);
  return day;
}

describe('GET /{locale}/api/events/ quick filters', () => {
  it('weekend=1 on a Friday lists exactly the events of the following Saturday and Sunday', async () => {
    const friday = nextWeekday(5);
    setBerlinNow(friday);
    const saturday = addDays(friday, 1);
    const sunday = addDays(friday, 2);
    const weekend = await events('?weekend=1&page_size=100');
    expect(weekend.status).toBe(200);
    const explicit = await events(`?date=${param(saturday)}&date_to=${param(sunday)}&page_size=100`);
    expect(ids(weekend.page)).toEqual(ids(explicit.page));
    expect(weekend.page.count).toBe(explicit.page.count);
    expect(days(weekend.page).every((d) => d === saturday || d === sunday)).toBe(true);
    // The demo programme has weekend workshops and tours, so the filter really narrows something down.
    const all = await events('?page_size=100');
    expect(weekend.page.count).toBeGreaterThan(0);
    expect(weekend.page.count).toBeLessThan(all.page.count);
    expect(all.page.results.some((e) => !days(weekend.page).includes(berlinDay(e.date_start)))).toBe(true);
  });

  it('next_3_days=1 lists today and the next two days only', async () => {
    const today = berlinDay(new Date());
    const quick = await events('?next_3_days=1&page_size=100');
    expect(quick.status).toBe(200);
    const explicit = await events(`?date=${param(today)}&date_to=${param(addDays(today, 2))}&page_size=100`);
    expect(ids(quick.page)).toEqual(ids(explicit.page));
    expect(days(quick.page).every((d) => d >= today && d <= addDays(today, 2))).toBe(true);
    const { from, to } = quickFilterRange('next_3_days');
    expect([from, to]).toEqual([today, addDays(today, 2)]);
  });

  it('weekend=1 on a Sunday is that Sunday only; 0 or empty switch the filter off', async () => {
    const sunday = nextWeekday(0);
    setBerlinNow(sunday);
    const weekend = await events('?weekend=1&page_size=100');
    expect(days(weekend.page).every((d) => d === sunday)).toBe(true);
    expect(ids(weekend.page)).toEqual(
      ids((await events(`?date=${param(sunday)}&date_to=${param(sunday)}&page_size=100`)).page),
    );
    expect(ids((await events('?weekend=0&page_size=100')).page)).toEqual(ids((await events('?page_size=100')).page));
    expect((await events('?weekend=&next_3_days=')).status).toBe(200);
  });

  it('refuses contradicting or malformed day parameters with 400 and a clear message', async () => {
    const cases: [string, RegExp][] = [
      ['?weekend=1&next_3_days=1', /next_3_days and weekend cannot be combined/],
      ['?weekend=1&date=01-03-2027', /weekend cannot be combined with date/],
      ['?next_3_days=1&date_to=01-03-2027', /next_3_days cannot be combined with date/],
      ['?weekend=yes', /Invalid weekend "yes"/],
      ['?next_3_days=2', /Invalid next_3_days "2"/],
      ['?date_to=31-02-2027', /date_to must be an existing day as DD-MM-YYYY/],
      ['?date_to=2027-03-01', /date_to must be an existing day/],
      ['?date=10-03-2027&date_to=09-03-2027', /date_to \(09-03-2027\) must not be before date \(10-03-2027\)/],
    ];
    for (const [search, message] of cases) {
      const res = await events(search);
      expect(res.status, search).toBe(400);
      expect(res.detail, search).toMatch(message);
    }
  });
});

describe('GET /{locale}/api/events/ date_to', () => {
  it('keeps page 2 within date_to (the event-list module loads further pages with it)', async () => {
    const all = await events('?page_size=100');
    expect(all.page.count).toBeGreaterThan(25);
    // A last day after the 13th event: more than one page inside the range, and events after it.
    const dateTo = berlinDay(all.page.results[12].date_start);
    const inRange = all.page.results.filter((e) => berlinDay(e.date_start) <= dateTo);
    const outside = all.page.results.filter((e) => berlinDay(e.date_start) > dateTo);
    expect(inRange.length).toBeGreaterThan(10);
    expect(outside.length).toBeGreaterThan(0);

    const first = await events(`?date_to=${param(dateTo)}`);
    expect(first.page.count).toBe(inRange.length);
    expect(first.page.next).toMatch(/date_to=/);
    const second = await events(`?date_to=${param(dateTo)}&page=2`);
    expect(second.status).toBe(200);
    expect(days(second.page).every((d) => d <= dateTo)).toBe(true);
    expect(ids(second.page)).toEqual(inRange.slice(10, 20).map((e) => e.id));
    expect(ids(second.page)).not.toContain(outside[0].id);
    // Without date_to page 2 does reach past it: the parameter is what keeps the module in range.
    const unbounded = await events('?page=2');
    expect(days(unbounded.page).some((d) => d > dateTo)).toBe(true);
    if (inRange.length <= 20) expect((await events(`?date_to=${param(dateTo)}&page=3`)).status).toBe(404);
  });
});

describe('feed and calendar with day parameters', () => {
  it('the ICS feed follows weekend and date_to; the calendar ignores them', async () => {
    const feed = await callRoute(getFeed, { url: '/de/api/events/feed.ics?weekend=1', params: { locale: 'de' } });
    expect(feed.status).toBe(200);
    expect(feed.text).toContain('BEGIN:VCALENDAR');
    const bad = await callRoute(getFeed, {
      url: '/de/api/events/feed.ics?weekend=1&next_3_days=1',
      params: { locale: 'de' },
    });
    expect(bad.status).toBe(400);
    const calendar = await callRoute(getCalendar, { url: '/api/calendar/?weekend=1' });
    expect(calendar.status).toBe(200);
    expect((calendar.json as unknown as { dates: string[] }).dates.length).toBeGreaterThan(0);
  });
});
