import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Db } from '@/lib/db';
import { POST as addRoute } from '@/app/api/shop-cart/route';
import { GET as availabilityRoute } from '@/app/api/shop-availability/route';
import { cartErrorMessageKey } from '@/features/box-office';
import { resetTicketingHooks } from '@/lib/ticketing-hooks';
import de from '@/messages/de.json';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { seedSeatedOffer, seedTestOffer } from '../helpers/ticketing';

let db: Db;
const ORIGIN = 'http://localhost:3000';

function add(body: unknown) {
  return callRoute(addRoute, {
    url: '/api/shop-cart/',
    method: 'POST',
    body,
    headers: { origin: ORIGIN, referer: `${ORIGIN}/de/programm/veranstaltungen` },
  });
}

const places = (query: string) => callRoute(availabilityRoute, { url: `/api/shop-availability/?${query}` });

beforeAll(async () => {
  ({ db } = await testDatabase());
  // General admission: two places in seat group 101, the timed group has none.
  await seedTestOffer(db, 951, { seats: 2, slotSeats: 0 });
  // Twelve places: one sale leaves ten, "few left".
  await seedTestOffer(db, 952, { seats: 12, slotSeats: 0 });
  await seedTestOffer(db, 953, { seats: 40, slotSeats: 5 });
  await seedSeatedOffer(db, 954, { rows: 1, perRow: 3 });
});

afterEach(() => resetTicketingHooks());

describe('a general-admission date with no places left', () => {
  it('answers its own code -213 and sentence, not the seated -214 about connected seats', async () => {
    expect((await add({ quantities: [2], event_jet_id: 951, sale_type_ids: [2], seat_group: '101' })).status).toBe(200);
    const refused = await add({ quantities: [1], event_jet_id: 951, sale_type_ids: [2], seat_group: '101' });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: -213, detail: 'Not enough places left for this date.' });
    const key = cartErrorMessageKey(refused.json.code);
    expect(key).toBe('notEnoughPlaces');
    const sentence = (de.BookingWidget as Record<string, string>)[key];
    expect(sentence).toBe('Für diesen Termin sind nicht mehr genügend Plätze frei.');
    expect(sentence).not.toMatch(/zusammenhängend/);
  });

  it('keeps -214 for a seated date without connected seats', async () => {
    const refused = await add({ quantities: [4], event_jet_id: 954, sale_type_ids: [1], seat_group: 'A' });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe(-214);
  });
});

describe('GET /api/shop-availability/', () => {
  it('says sold out, only N places left, or nothing, per date and never from a cache', async () => {
    expect((await add({ quantities: [2], event_jet_id: 952, sale_type_ids: [2], seat_group: '101' })).status).toBe(200);
    const res = await places('ids=951,952,953,999999&lang=de');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const dates = res.json.dates as { id_jet: number; state: string; left: number; text: string | null }[];
    expect(dates.map((d) => d.id_jet)).toEqual([951, 952, 953]);
    expect(dates[0]).toMatchObject({ state: 'soldOut', left: 0, text: 'Ausverkauft' });
    expect(dates[1]).toMatchObject({ state: 'few', left: 10, text: 'Nur noch 10 Plätze' });
    expect(dates[2]).toMatchObject({ state: 'open', left: 50, text: null });
    const cs = await places('ids=951,952&lang=cs');
    expect((cs.json.dates as { text: string }[]).map((d) => d.text)).toEqual(['Vyprodáno', 'Zbývá už jen 10 míst']);
    const en = await places('ids=952&lang=en');
    expect((en.json.dates as { text: string }[])[0].text).toBe('Only 10 places left');
  });

  it('counts the free seats of a seated date', async () => {
    const res = await places('ids=954');
    expect((res.json.dates as unknown[])[0]).toMatchObject({ id_jet: 954, state: 'few', left: 3, groups: { A: 3 } });
  });

  it('refuses a malformed id list with a 400', async () => {
    expect((await places('ids=1,,2')).status).toBe(400);
    expect((await places('ids=abc')).status).toBe(400);
    expect((await places(`ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`)).status).toBe(400);
  });
});
