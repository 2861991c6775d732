import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../helpers/db';
import { resourceClient, resourceContract, staffAuth, type Json } from '../helpers/resource';
import * as persons from '@/app/[locale]/api/persons/route';
import * as person from '@/app/[locale]/api/persons/[id]/route';
import * as seriesList from '@/app/[locale]/api/series/route';
import * as seriesItem from '@/app/[locale]/api/series/[id]/route';
import * as productions from '@/app/[locale]/api/productions/route';
import * as production from '@/app/[locale]/api/productions/[id]/route';
import * as events from '@/app/[locale]/api/events/route';
import * as event from '@/app/[locale]/api/events/[id]/route';
import * as seasons from '@/app/api/seasons/route';
import * as season from '@/app/api/seasons/[id]/route';
import * as types from '@/app/api/exhibition-types/route';
import * as type from '@/app/api/exhibition-types/[id]/route';
import { addToCart } from '@/features/box-office/server';
import type { Db } from '@/lib/db';

let db: Db;
let auth: { editor: Awaited<ReturnType<typeof staffAuth>>; admin: Awaited<ReturnType<typeof staffAuth>> };
const personApi = resourceClient({ collection: persons, item: person } as never, '/de/api/persons/', 'de');
const seriesApi = resourceClient({ collection: seriesList, item: seriesItem } as never, '/de/api/series/', 'de');
const productionApi = resourceClient(
  { collection: productions, item: production } as never,
  '/de/api/productions/',
  'de',
);
const seasonApi = resourceClient({ collection: seasons, item: season } as never, '/api/seasons/');
const typeApi = resourceClient({ collection: types, item: type } as never, '/api/exhibition-types/');
const eventApi = resourceClient({ collection: events, item: event } as never, '/de/api/events/', 'de');

beforeAll(async () => {
  ({ db } = await testDatabase({ demo: true }));
  auth = { editor: await staffAuth(db, 'editor'), admin: await staffAuth(db, 'admin') };
});

const inDays = (days: number, hour = 18) => {
  const d = new Date(Date.now() + days * 86400_000);
  d.setUTCHours(hour - 1, 0, 0, 0);
  return d.toISOString();
};
const offer = (capacity: number) => ({
  seat_groups: [
    {
      seat_group: '1',
      text: { de: 'Freie Platzwahl' },
      capacity,
      prices: [
        { sale_type_id: 1, name: 'Vollpreis', price: '14.00' },
        { sale_type_id: 2, name: 'Ermäßigt', price: '9.50' },
      ],
    },
  ],
});

describe('persons resource', () => {
  resourceContract({
    client: () => personApi,
    auth: () => auth,
    role: 'editor',
    valid: () => ({ first_name: 'Jana', last_name: 'Novák', role: { de: 'Töpferin', en: 'Potter' } }),
    change: { last_name: 'Nováková' },
    invalid: { body: { email: 'not-an-address' }, field: 'email' },
  });

  it('refuses to delete a person on a production, naming it (409)', async () => {
    const prod = await productionApi.list('view=edit&page_size=1', auth.editor);
    const castMember = ((prod.json.results as Json[])[0].cast as { person_id: number }[])[0];
    const res = await personApi.remove(castMember.person_id, auth.editor);
    expect(res.status).toBe(409);
    expect(String(res.json.detail)).toMatch(/production \d+/);
  });
});

describe('series resource', () => {
  resourceContract({
    client: () => seriesApi,
    auth: () => auth,
    role: 'editor',
    valid: () => ({
      name: { de: 'Wintermärchen', en: 'Winter tales' },
      is_subscription: true,
      subscription_price: '49.00',
    }),
    change: { subscription_price: '45.00' },
    invalid: { body: { subscription_price: 'free' }, field: 'subscription_price' },
  });
});

describe('references refuse deletes (409)', () => {
  it('a series or a production that event dates use, and a date with sold tickets', async () => {
    const series = await seriesApi.create({ name: { de: 'Kinderreihe' } }, auth.editor);
    const prod = await productionApi.create({ title: { de: 'Kasperle' } }, auth.editor);
    const date = await eventApi.create(
      {
        title: { de: 'Kasperle' },
        date_start: inDays(30),
        series_id: series.json.id,
        production_id: prod.json.id,
        offer: offer(5),
      },
      auth.editor,
    );
    expect((await seriesApi.remove(series.json.id as number, auth.editor)).json.detail).toMatch(/1 event date/);
    expect((await productionApi.remove(prod.json.id as number, auth.editor)).status).toBe(409);
    await addToCart(
      { addressKey: null },
      { quantities: [1], event_jet_id: date.json.id_jet as number, sale_type_ids: [1], seat_group: '1' },
    );
    const sold = await eventApi.remove(date.json.id as number, auth.editor);
    expect(sold.status).toBe(409);
    expect(String(sold.json.detail)).toMatch(/reservation/);
    expect((await eventApi.get(date.json.id as number, auth.editor)).status).toBe(200);
  });
});

describe('productions resource', () => {
  resourceContract({
    client: () => productionApi,
    auth: () => auth,
    role: 'editor',
    valid: () => ({
      title: { de: 'Die Müllerstochter', en: "The miller's daughter" },
      duration: { de: 'ca. 70 Minuten' },
    }),
    change: { is_online: false },
    invalid: { body: { title: { de: '' } }, field: 'title' },
  });
});

describe('events resource', () => {
  resourceContract({
    client: () => eventApi,
    auth: () => auth,
    role: 'editor',
    valid: () => ({ title: { de: 'Laternenführung' }, date_start: inDays(12), offer: offer(30) }),
    change: { status: 'cancelled' },
    invalid: { body: { date_start: '31-02-2027' }, field: 'date_start' },
  });

  it('creates a date with 30 seats that the public list and the box office sell', async () => {
    const prod = await productionApi.create({ title: { de: 'Sonnwendfeuer' } }, auth.editor);
    const created = await eventApi.create(
      {
        title: { de: 'Sonnwendfeuer am Dorfteich' },
        date_start: inDays(20),
        production_id: prod.json.id,
        offer: offer(30),
      },
      auth.editor,
    );
    expect(created.status).toBe(201);
    const idJet = created.json.id_jet as number;
    expect(idJet).toBeGreaterThan(0);
    // Staff set no external ticket link, so their form shows none; the public date links to our shop page.
    expect(created.json.ticket_url).toBeNull();
    const publicList = await eventApi.list(`page_size=100&date=${ddmmyyyy(inDays(20))}`);
    const listed = (publicList.json.results as Json[]).find((e) => e.id === created.json.id);
    expect(listed?.ticket_url).toBe(`/webshop/event/${idJet}`);
    const cart = await addToCart(
      { addressKey: null },
      { quantities: [2], event_jet_id: idJet, sale_type_ids: [1], seat_group: '1' },
    );
    expect(cart.ticketsQuantity).toBe(2);
  });

  it('keeps sold seat groups: removing one with reservations is refused (409), its capacity can change', async () => {
    const created = await eventApi.create(
      { title: { de: 'Kräuterwanderung' }, date_start: inDays(15), offer: offer(10) },
      auth.editor,
    );
    await addToCart(
      { addressKey: null },
      { quantities: [1], event_jet_id: created.json.id_jet as number, sale_type_ids: [1], seat_group: '1' },
    );
    const record = (await eventApi.get(created.json.id as number, auth.editor)).json;
    const removed = await eventApi.patch(
      record.id as number,
      {
        offer: {
          seat_groups: [
            { seat_group: '2', capacity: 5, prices: [{ sale_type_id: 1, name: 'Vollpreis', price: '5.00' }] },
          ],
        },
      },
      auth.editor,
    );
    expect(removed.status).toBe(409);
    const groups = (record.offer as { seat_groups: Json[] }).seat_groups;
    const grown = await eventApi.patch(
      record.id as number,
      { offer: { seat_groups: [{ ...groups[0], capacity: 40 }] } },
      auth.editor,
    );
    expect(grown.status).toBe(200);
    expect((grown.json.offer as { seat_groups: Json[] }).seat_groups[0]).toMatchObject({
      id: groups[0].id,
      capacity: 40,
    });
  });

  it('filters the editable list by production and date range, and refuses bad filters (400)', async () => {
    const list = await eventApi.list('view=edit&production=1&date_from=2020-01-01&date_to=2099-12-31', auth.editor);
    expect(list.status).toBe(200);
    expect((list.json.results as Json[]).every((e) => e.production_id === 1)).toBe(true);
    expect((await eventApi.list('view=edit&production=abc', auth.editor)).status).toBe(400);
    expect((await eventApi.list('view=edit&date_from=31-12-2026', auth.editor)).status).toBe(400);
  });
});

function ddmmyyyy(iso: string) {
  const day = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
  return day.replace(/\./g, '-');
}

describe('seasons and event types', () => {
  resourceContract({
    client: () => seasonApi,
    auth: () => auth,
    role: 'editor',
    valid: () => ({ name: { de: 'Saison 2028' }, date_from: '2028-03-01', date_to: '2028-10-31' }),
    change: { date_to: '2028-11-01' },
    invalid: { body: { date_from: '2028-12-01', date_to: '2028-01-01' }, field: 'date_to' },
  });
  resourceContract({
    client: () => typeApi,
    auth: () => auth,
    role: 'editor',
    valid: () => ({ slug: `t${Math.random().toString(36).slice(2, 8)}`, name: { de: 'Lesung' } }),
    change: { position: 9 },
    invalid: { body: { slug: 'mit leerzeichen' }, field: 'slug' },
  });

  it('refuses a second type with the same key (422) and deleting a type in use (409)', async () => {
    const list = (await typeApi.list('view=edit&ordering=position', auth.editor)).json.results as Json[];
    expect((await typeApi.create({ slug: list[0].slug, name: { de: 'Doppelt' } }, auth.editor)).status).toBe(422);
    const used = list.find((t) => t.slug === '10')!;
    expect((await typeApi.remove(used.id as number, auth.editor)).status).toBe(409);
  });
});
