import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../helpers/db';
import { callRoute } from '../helpers/route';
import { GET as getEvents } from '@/app/[locale]/api/events/route';
import { GET as getEvent } from '@/app/[locale]/api/events/[id]/route';
import { GET as getEventIcs } from '@/app/[locale]/api/events/[id]/calendar.ics/route';
import { GET as getFeed } from '@/app/[locale]/api/events/feed.ics/route';
import { GET as getTeasers } from '@/app/[locale]/api/teasers/route';
import { GET as getProductions } from '@/app/[locale]/api/productions/route';
import { GET as getProduction } from '@/app/[locale]/api/productions/[id]/route';
import { GET as getVenue } from '@/app/[locale]/api/venues/[id]/route';
import { GET as getPerson } from '@/app/[locale]/api/persons/[id]/route';
import { GET as getSeries } from '@/app/[locale]/api/series/[id]/route';
import { GET as getRooms } from '@/app/api/rooms/route';
import { GET as getTypes } from '@/app/api/exhibition-types/route';
import { GET as getTags } from '@/app/api/event-tags/route';
import { GET as getSeriesOptions } from '@/app/api/series/route';
import { GET as getGenres } from '@/app/api/genres/route';
import { GET as getSeasons } from '@/app/api/seasons/route';
import { GET as getProductionTags } from '@/app/api/production-tags/route';
import { GET as getCalendar } from '@/app/api/calendar/route';

type Item = {
  id: number;
  date_start: string;
  room: { id: number };
  venue: { id: number };
  exhibition_type: { id: string };
  tags: { id: number }[];
  url: string;
};
type Page = { count: number; next: string | null; previous: string | null; results: Item[] };

let demo: Awaited<ReturnType<typeof testDatabase>>['demo'];
beforeAll(async () => {
  ({ demo } = await testDatabase({ demo: true }));
});

const events = (search: string, locale = 'de') =>
  callRoute(getEvents, { url: `/${locale}/api/events/${search}`, params: { locale } });

describe('filter option lists', () => {
  it('answers rooms, types (slug ids), tags and series (show_in_filter only), genres, seasons and production tags', async () => {
    const rooms = await callRoute(getRooms, { url: '/api/rooms/?lang=en' });
    expect(rooms.status).toBe(200);
    expect(rooms.json.length).toBeGreaterThanOrEqual(10);
    expect((rooms.json as unknown as { name: string }[]).map((r) => r.name)).toContain(
      'Bakehouse · Manor farm with bakehouse',
    );
    const types = await callRoute(getTypes, { url: '/api/exhibition-types/' });
    expect(types.json).toContainEqual({ id: '20', name: 'Workshop' });
    const tags = (await callRoute(getTags, { url: '/api/event-tags/?lang=de' })).json as unknown as {
      name: string;
      show_in_filter: boolean;
    }[];
    expect(tags.every((t) => t.show_in_filter)).toBe(true);
    expect(tags.map((t) => t.name)).not.toContain('Nur für Mitglieder');
    expect(
      ((await callRoute(getSeriesOptions, { url: '/api/series/' })).json as unknown[]).length,
    ).toBeGreaterThanOrEqual(4);
    expect(
      ((await callRoute(getGenres, { url: '/api/genres/?lang=cs' })).json as unknown as { name: string }[])[0].name,
    ).toBe('Řemesla');
    expect((await callRoute(getSeasons, { url: '/api/seasons/' })).json.data).toHaveLength(2);
    expect(((await callRoute(getProductionTags, { url: '/api/production-tags/' })).json.data as unknown[]).length).toBe(
      5,
    );
    expect((await callRoute(getRooms, { url: '/api/rooms/?lang=fr' })).status).toBe(400);
  });
});

describe('GET /{locale}/api/events/', () => {
  it('pages upcoming events by 10 in start order with next/previous links', async () => {
    const first = await events('');
    expect(first.status).toBe(200);
    const page = first.json as unknown as Page;
    expect(page.count).toBeGreaterThanOrEqual(60);
    expect(page.results).toHaveLength(10);
    expect(page.previous).toBeNull();
    expect(page.next).toMatch(/page=2/);
    const starts = page.results.map((r) => r.date_start);
    expect([...starts].sort()).toEqual(starts);
    const second = (await events('?page=2')).json as unknown as Page;
    expect(second.previous).toMatch(/page=1/);
    expect(second.results[0].date_start >= starts[9]).toBe(true);
    expect(second.results.map((r) => r.id)).not.toContain(page.results[0].id);
    expect(page.results[0].url).toMatch(/^\/de\/programm\/veranstaltungen\/[a-z0-9-]+\/\d+$/);
    expect(((await events('', 'en')).json as unknown as Page).results[0].url).toMatch(/^\/en\/program\/events\//);
  });

  it('combines filters: room, type, tag and date', async () => {
    const rooms = (await callRoute(getRooms, { url: '/api/rooms/?lang=de' })).json as unknown as {
      id: number;
      name: string;
    }[];
    const bakehouse = rooms.find((r) => r.name.startsWith('Backhaus'))!;
    const byRoom = (await events(`?room=${bakehouse.id}&page_size=100`)).json as unknown as Page;
    expect(byRoom.count).toBeGreaterThan(5);
    expect(byRoom.results.every((e) => e.room.id === bakehouse.id)).toBe(true);
    const combined = (await events(`?room=${bakehouse.id}&type=20&page_size=100`)).json as unknown as Page;
    expect(combined.count).toBe(byRoom.count);
    expect(combined.results.every((e) => e.exhibition_type.id === '20')).toBe(true);
    const none = (await events(`?room=${bakehouse.id}&type=30`)).json as unknown as Page;
    expect(none.count).toBe(0);
    const tags = (await callRoute(getTags, { url: '/api/event-tags/' })).json as unknown as {
      id: number;
      name: string;
    }[];
    const free = tags.find((t) => t.name === 'Eintritt frei')!;
    const freeEvents = (await events(`?tag=${free.id}&page_size=100`)).json as unknown as Page;
    expect(freeEvents.count).toBeGreaterThan(0);
    expect(freeEvents.results.every((e) => e.tags.some((t) => t.id === free.id))).toBe(true);
    const later = new Date(Date.now() + 60 * 86400_000);
    const dd = (n: number) => String(n).padStart(2, '0');
    const date = `${dd(later.getUTCDate())}-${dd(later.getUTCMonth() + 1)}-${later.getUTCFullYear()}`;
    const fromDate = (await events(`?date=${date}&page_size=100`)).json as unknown as Page;
    expect(fromDate.count).toBeGreaterThan(0);
    expect(fromDate.count).toBeLessThan(((await events('')).json as unknown as Page).count);
    expect(fromDate.results.every((e) => new Date(e.date_start).getTime() >= later.getTime() - 86400_000)).toBe(true);
  });

  it('answers bad parameters with 400 or 404 and a clear message, never 500', async () => {
    const cases: [string, number, RegExp][] = [
      ['?date=31-02-2027', 400, /date must be an existing day/],
      ['?date=2027-02-01', 400, /DD-MM-YYYY/],
      ['?date=1-2-2027', 400, /DD-MM-YYYY/],
      ['?room=abc', 400, /room must be a numeric id/],
      ['?type=1.5', 400, /type must be a numeric id/],
      ['?genre=-3', 400, /genre must be a numeric id/],
      ['?room=999999', 400, /Unknown room 999999/],
      ['?series=424242', 400, /Unknown series/],
      ['?page=0', 400, /page must be 1 or more/],
      ['?page=abc', 400, /page must be a number/],
      ['?page=99999', 404, /Page 99999 not found/],
      ['?page_size=0', 400, /page_size/],
    ];
    for (const [search, status, message] of cases) {
      const res = await events(search);
      expect(res.status, search).toBe(status);
      expect(res.json.detail, search).toMatch(message);
    }
    const capped = (await events('?page_size=100000')).json as unknown as Page;
    expect(capped.results.length).toBeLessThanOrEqual(100);
    expect((await callRoute(getEvents, { url: '/xx/api/events/', params: { locale: 'xx' } })).status).toBe(400);
  });
});

describe('detail reads', () => {
  it('answers an event with venue, map link, offer and JSON-ready prices', async () => {
    const list = (await events('?type=30&page_size=100')).json as unknown as Page;
    const theatre = list.results[0];
    const res = await callRoute(getEvent, {
      url: `/de/api/events/${theatre.id}/`,
      params: { locale: 'de', id: String(theatre.id) },
    });
    expect(res.status).toBe(200);
    expect(res.json.venue_detail).toMatchObject({
      name: expect.any(String),
      map_url: expect.stringContaining('openstreetmap.org'),
    });
    const offer = res.json.offer as { seat_groups: { prices: { name: string; price: string }[] }[] };
    expect(offer.seat_groups.length).toBeGreaterThan(0);
    expect(offer.seat_groups[0].prices.some((p) => p.name === 'Vollpreis' && /^\d+\.\d{2}$/.test(p.price))).toBe(true);
  });

  it('answers unknown ids with 404 and non-numeric ids with 400', async () => {
    const routes = [getEvent, getProduction, getVenue, getPerson, getSeries];
    for (const handler of routes) {
      expect(
        (await callRoute(handler, { url: '/de/api/x/999999/', params: { locale: 'de', id: '999999' } })).status,
      ).toBe(404);
      const bad = await callRoute(handler, { url: '/de/api/x/abc/', params: { locale: 'de', id: 'abc' } });
      expect(bad.status).toBe(400);
      expect(bad.json.detail).toMatch(/numeric id/);
    }
  });

  it('answers production, venue with rooms, person with biography and series with events', async () => {
    const venueId = demo!.programme.venues.barn;
    const venue = await callRoute(getVenue, {
      url: `/en/api/venues/${venueId}/`,
      params: { locale: 'en', id: String(venueId) },
    });
    expect(venue.json.name).toBe('Tithe barn');
    expect((venue.json.rooms as unknown[]).length).toBe(2);
    expect((venue.json.events as unknown[]).length).toBeGreaterThan(0);
    const person = await callRoute(getPerson, {
      url: '/cs/api/persons/1/',
      params: { locale: 'cs', id: String(demo!.programme.persons.wolff) },
    });
    expect(person.json.role).toBe('Herec');
    expect((person.json.productions as unknown[]).length).toBeGreaterThan(0);
    const seriesId = demo!.programme.series.chamber;
    const series = await callRoute(getSeries, {
      url: `/de/api/series/${seriesId}/`,
      params: { locale: 'de', id: String(seriesId) },
    });
    expect(series.json).toMatchObject({ is_subscription: true, subscription_price: '89.00' });
    const productionId = demo!.programme.productions.krug;
    const production = await callRoute(getProduction, {
      url: `/de/api/productions/${productionId}/`,
      params: { locale: 'de', id: String(productionId) },
    });
    expect(production.json.title).toBe('Der zerbrochne Krug');
    expect((production.json.cast as unknown[]).length).toBe(4);
  });
});

describe('productions, teasers, calendar and ICS', () => {
  it('filters productions by exhibition type and tag, paging from 1', async () => {
    const all = await callRoute(getProductions, { url: '/de/api/productions/', params: { locale: 'de' } });
    expect(all.json.count).toBeGreaterThanOrEqual(8);
    const concerts = await callRoute(getProductions, {
      url: '/de/api/productions/?exhibition_type=40',
      params: { locale: 'de' },
    });
    expect(concerts.json.count).toBe(2);
    const paged = await callRoute(getProductions, {
      url: '/de/api/productions/?page_size=3&page=2',
      params: { locale: 'de' },
    });
    expect(paged.json.previous).toMatch(/page=1/);
    expect(
      (await callRoute(getProductions, { url: '/de/api/productions/?season=x', params: { locale: 'de' } })).status,
    ).toBe(400);
    expect(
      (await callRoute(getProductions, { url: '/de/api/productions/?tag=9999', params: { locale: 'de' } })).status,
    ).toBe(400);
  });

  it('answers teasers with end-of-day date_start and calendar days', async () => {
    const teasers = await callRoute(getTeasers, { url: '/de/api/teasers/', params: { locale: 'de' } });
    expect((teasers.json as unknown[]).length).toBe(3);
    expect((teasers.json as unknown as { date_start: string }[])[0].date_start).toMatch(/T2[23]:59:59\.999Z$/);
    // A shop link without a language comes in the asked one, as ticket links do (issue 19.6).
    for (const locale of ['de', 'en', 'cs']) {
      const links = (
        (await callRoute(getTeasers, { url: `/${locale}/api/teasers/`, params: { locale } })).json as unknown as {
          link: string;
        }[]
      ).map((t) => t.link);
      expect(links, locale).toContain(`/${locale}/webshop/vouchers`);
      expect(
        links.filter((link) => link.startsWith('/webshop')),
        locale,
      ).toEqual([]);
    }
    const calendar = await callRoute(getCalendar, { url: '/api/calendar/?type=30' });
    expect(calendar.status).toBe(200);
    expect((calendar.json.dates as string[]).every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
    expect((calendar.json.dates as string[]).length).toBeGreaterThan(5);
    expect((await callRoute(getCalendar, { url: '/api/calendar/?date=30-02-2027' })).status).toBe(400);
  });

  it('serves an .ics file per event and a feed of the filtered list', async () => {
    const first = ((await events('')).json as unknown as Page).results[0];
    const ics = await callRoute(getEventIcs, {
      url: `/de/api/events/${first.id}/calendar.ics`,
      params: { locale: 'de', id: String(first.id) },
    });
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toMatch(/text\/calendar/);
    expect(ics.text).toMatch(/BEGIN:VEVENT[\s\S]*DTSTART:\d{8}T\d{6}Z[\s\S]*END:VCALENDAR/);
    const feed = await callRoute(getFeed, { url: '/en/api/events/feed.ics?type=10', params: { locale: 'en' } });
    expect(feed.text.match(/BEGIN:VEVENT/g)!.length).toBeGreaterThan(10);
    expect(feed.text).toContain('Village tour');
    expect((await callRoute(getFeed, { url: '/de/api/events/feed.ics?room=x', params: { locale: 'de' } })).status).toBe(
      400,
    );
  });
});
