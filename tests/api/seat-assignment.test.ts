import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { POST as addRoute } from '@/app/api/shop-cart/route';
import { PATCH as patchLine } from '@/app/api/shop-cart/[line]/route';
import { POST as renewRoute } from '@/app/api/shop-cart/renew/route';
import { GET as seatingRoute } from '@/app/api/shop-seating/[idJet]/route';
import { seatPlanDocumentSchema } from '@/features/seating';
import { resetTicketingHooks, setTicketingHooks } from '@/lib/ticketing-hooks';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { seedSeatedOffer, cartOf, shopSeats as seats, cartLines as lines } from '../helpers/ticketing';

/**
 * Seat assignment of seated dates (migration 0017's ticket_best_seats, ticket_check_chosen_seats and
 * ticket_add_to_cart, and the cart's seated lines), as a buyer meets it: through POST /api/shop-cart/
 * and the seat map, on small plans drawn as text.
 */

let db: Db;
const ORIGIN = 'http://localhost:3000';
let nextJet = 4900;

type Seat = { id: number; section: string; row: string; number: string; status: string };

/**
 * A plan drawn as text, one string per row (row labels 1, 2, …): 'a' a seat of category A, 'b' of B,
 * 'w' a wheelchair place (A), 'c' its companion seat (A), '_' no seat (a gap or an aisle). Seats are
 * numbered 1, 2, … from the left; `priority` sets a seat's priority by "row/number".
 */
function drawn(sections: Record<string, string[]>, priority: Record<string, number> = {}) {
  return seatPlanDocumentSchema.parse({
    categories: [
      { code: 'A', name: { de: 'Kategorie A' } },
      { code: 'B', name: { de: 'Kategorie B' } },
    ],
    sections: Object.entries(sections).map(([name, rows]) => ({
      name,
      rows: rows.map((text, r) => {
        let number = 0;
        return {
          label: String(r + 1),
          seats: [...text].flatMap((ch, col) => {
            if (ch === '_') return [];
            number++;
            const key = `${r + 1}/${number}`;
            return [
              {
                col,
                number: String(number),
                category: ch === 'b' ? 'B' : 'A',
                ...(ch === 'w' && { wheelchair: true }),
                ...(ch === 'c' && { companion: true }),
                ...(priority[key] !== undefined && { priority: priority[key] }),
              },
            ];
          }),
        };
      }),
    })),
  });
}

async function seatedDate(sections: Record<string, string[]>, priority?: Record<string, number>) {
  const idJet = ++nextJet;
  await seedSeatedOffer(db, idJet, { plan: drawn(sections, priority) });
  return idJet;
}

async function noSingleSeatGap(on: boolean) {
  await db
    .insert(schema.siteSettings)
    .values({ id: 1, noSingleSeatGap: on })
    .onConflictDoUpdate({ target: schema.siteSettings.id, set: { noSingleSeatGap: on } });
}

const label = (s: { row: string; number: string }) => `${s.row}/${s.number}`;
/** The seat ids of "row/number" labels (first section unless named "Section row/number"). */
async function seatIds(idJet: number, labels: string[]) {
  const all = await seats(idJet);
  return labels.map((l) => {
    const found = all.find((s) => label(s) === l || `${s.section} ${label(s)}` === l);
    if (!found) throw new Error(`no seat ${l}`);
    return found.id;
  });
}
/** Staff take seats out of sale (press, technicians): for the assignment they are taken. */
async function block(idJet: number, labels: string[]) {
  await db
    .update(schema.ticketSeats)
    .set({ blockedReason: 'press' })
    .where(inArray(schema.ticketSeats.id, await seatIds(idJet, labels)));
}

function add(
  idJet: number,
  body: { n?: number; seatIds?: number[]; blockId?: number; group?: string; cart?: string } = {},
) {
  return callRoute(addRoute, {
    url: '/api/shop-cart/',
    method: 'POST',
    body: {
      quantities: [body.n ?? body.seatIds?.length ?? 1],
      event_jet_id: idJet,
      sale_type_ids: [1],
      seat_group: body.group ?? 'A',
      ...(body.seatIds && { seat_ids: body.seatIds }),
      ...(body.blockId !== undefined && { block_id: body.blockId }),
    },
    headers: { origin: ORIGIN },
    cookies: body.cart ? { museum_cart: body.cart } : undefined,
  });
}
/** Best available for `n` seats: the labels of the seats given, or the refusal's code. */
async function best(idJet: number, n: number, blockId?: number): Promise<string[] | number> {
  const res = await add(idJet, { n, blockId });
  if (res.status !== 200) return res.json.code as number;
  return (await lines(cartOf(res))).flatMap((l) => l.seats.map(label));
}

beforeAll(async () => {
  ({ db } = await testDatabase());
});
afterEach(async () => {
  resetTicketingHooks();
  await noSingleSeatGap(true);
});

describe('best available: connected seats only', () => {
  it('never gives a pair across an aisle or a gap, and answers -214 holding nothing when no N seats are connected', async () => {
    // Row 1: four seats, the aisle, four seats. Row 2: two seats, a gap, two seats.
    const idJet = await seatedDate({ Parkett: ['aaaa_aaaa', 'aa_aa'] });
    // Left of the aisle only 1/3 and 1/4 are free, right of it only 1/5 and 1/6: the pairs nearest the
    // centre are 1/4 + 1/5, which sit across the aisle.
    await block(idJet, ['1/1', '1/2', '1/7', '1/8', '2/1', '2/4']);
    expect(await best(idJet, 3)).toBe(-214);
    const pair = await best(idJet, 2);
    expect(pair).toEqual(['1/3', '1/4']);
    expect(await best(idJet, 2)).toEqual(['1/5', '1/6']);
    // Row 2: 2/2 and 2/3 are free but a gap lies between them.
    expect(await best(idJet, 2)).toBe(-214);
    const before = (await seats(idJet)).filter((s) => s.status === 'free').map(label);
    expect(before).toEqual(['2/2', '2/3']);
    expect(await best(idJet, 4)).toBe(-214);
    expect((await seats(idJet)).filter((s) => s.status === 'free').map(label)).toEqual(before);
    // One seat at a time still sells them, the one nearer the centre first.
    expect(await best(idJet, 1)).toEqual(['2/3']);
    expect(await best(idJet, 1)).toEqual(['2/2']);
  });
});

describe('wheelchair places and companion seats', () => {
  it('best available never gives them, even when they are the best; a pick on the plan may', async () => {
    // The front row is a wheelchair place with its companion seat on each side of the centre.
    const idJet = await seatedDate({ Parkett: ['acwwca', 'aaaaaa'] });
    expect(await best(idJet, 2)).toEqual(['2/3', '2/4']);
    expect(await best(idJet, 1)).toEqual(['1/1']);
    expect(await best(idJet, 1)).toEqual(['1/6']);
    // Left: row 2's four edge seats, no two of them side by side apart from 2/1 + 2/2 and 2/5 + 2/6.
    expect(await best(idJet, 3)).toBe(-214);
    await block(idJet, ['2/1', '2/2', '2/5', '2/6']);
    // Only the wheelchair places and companions are free now: best available has none to give.
    expect(await best(idJet, 1)).toBe(-214);
    const picked = await add(idJet, { seatIds: await seatIds(idJet, ['1/2', '1/3']) });
    expect(picked.status).toBe(200);
    expect((await lines(cartOf(picked)))[0].seats.map(label)).toEqual(['1/2', '1/3']);
  });
});

describe('the single-seat rule (setting no_single_seat_gap)', () => {
  // Eight seats, 1/2 and 1/7 taken. The centre pair 1/4 + 1/5 would leave 1/3 and 1/6 alone between
  // the pair and a taken seat.
  const house = async () => {
    const idJet = await seatedDate({ Parkett: ['aaaaaaaa', 'aaaaaaaa'] });
    await block(idJet, ['1/2', '1/7']);
    return idJet;
  };

  it('on: best available prefers seats that leave no single seat; a pick that leaves one is refused with -219', async () => {
    await noSingleSeatGap(true);
    const idJet = await house();
    const refused = await add(idJet, { seatIds: await seatIds(idJet, ['1/4', '1/5']) });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe(-219);
    // 1/3 + 1/4 and 1/5 + 1/6 leave none and cost the same: the left one first.
    expect(await best(idJet, 2)).toEqual(['1/3', '1/4']);
    expect(await best(idJet, 2)).toEqual(['1/5', '1/6']);
    // An edge seat beside a taken one leaves no gap: picking 1/8 is fine.
    expect((await add(idJet, { seatIds: await seatIds(idJet, ['1/8']) })).status).toBe(200);
  });

  it('on: when every choice leaves a single seat, best available still sells (last), rather than refusing', async () => {
    await noSingleSeatGap(true);
    const idJet = await seatedDate({ Parkett: ['aaaaa'] });
    await block(idJet, ['1/1', '1/5']);
    // 1/2, 1/3, 1/4 free: either pair leaves one seat between itself and a taken seat.
    expect(await best(idJet, 2)).toEqual(['1/2', '1/3']);
  });

  it('off: the pick is accepted and best available takes the centre', async () => {
    await noSingleSeatGap(false);
    const idJet = await house();
    expect(await best(idJet, 2)).toEqual(['1/4', '1/5']);
    const other = await house();
    const picked = await add(other, { seatIds: await seatIds(other, ['1/4', '1/5']) });
    expect(picked.status).toBe(200);
  });
});

describe('priorities', () => {
  it('by default the front rows first, the centre of a row first', async () => {
    await noSingleSeatGap(false);
    const idJet = await seatedDate({ Parkett: ['aaaaaa', 'aaaaaa', 'aaaaaa'] });
    expect(await best(idJet, 2)).toEqual(['1/3', '1/4']);
    expect(await best(idJet, 1)).toEqual(['1/2']);
    expect(await best(idJet, 1)).toEqual(['1/5']);
    // Row 1's edge seats 1/1 and 1/6 are not side by side: the pair goes to row 2.
    expect(await best(idJet, 2)).toEqual(['2/3', '2/4']);
    expect(await best(idJet, 1)).toEqual(['1/1']);
    expect(await best(idJet, 3)).toEqual(['3/2', '3/3', '3/4']);
  });

  it('explicit per-seat priorities in the plan win over the default', async () => {
    // Staff prefer the back row's left seats (the best view of this stage), then row 1's right half;
    // row 1's left half comes last.
    const idJet = await seatedDate(
      { Parkett: ['aaaa', 'aaaa', 'aaaa'] },
      { '3/1': 1, '3/2': 1, '1/1': 100, '1/2': 100, '1/3': 5, '1/4': 5 },
    );
    expect(await best(idJet, 2)).toEqual(['3/1', '3/2']);
    expect(await best(idJet, 2)).toEqual(['1/3', '1/4']);
    expect(await best(idJet, 2)).toEqual(['2/2', '2/3']);
  });

  it('a row with one cheap seat does not hide a cheaper pair further back; equal pairs go to the front row', async () => {
    await noSingleSeatGap(false);
    const idJet = await seatedDate(
      { Parkett: ['aaaa', 'aaaa', 'aaaa'] },
      {
        ...{ '1/1': 0, '1/2': 50, '1/3': 50, '1/4': 50 },
        ...{ '2/1': 20, '2/2': 20, '2/3': 20, '2/4': 20 },
        // row 3's cheapest seat is cheaper than row 2's, its pairs cost the same as row 2's
        ...{ '3/1': 10, '3/2': 30, '3/3': 20, '3/4': 20 },
      },
    );
    expect(await best(idJet, 2)).toEqual(['2/1', '2/2']);
    expect(await best(idJet, 2)).toEqual(['2/3', '2/4']);
    expect(await best(idJet, 2)).toEqual(['3/1', '3/2']);
    expect(await best(idJet, 1)).toEqual(['1/1']);
  });

  it('a seat group is given only its own category', async () => {
    const idJet = await seatedDate({ Parkett: ['bbbb', 'aaaa'] });
    expect(await best(idJet, 2)).toEqual(['2/2', '2/3']);
    const res = await add(idJet, { n: 2, group: 'B' });
    expect((await lines(cartOf(res)))[0].seats.map(label)).toEqual(['1/2', '1/3']);
  });
});

describe('the block (block_id n: the n-th section of the plan)', () => {
  it('keeps best available to that section, and refuses a block the plan does not have', async () => {
    const idJet = await seatedDate({ Parkett: ['aaaa', 'aaaa'], Galerie: ['aaaa'] });
    const gallery = await add(idJet, { n: 2, blockId: 2 });
    expect(gallery.status).toBe(200);
    const [line] = await lines(cartOf(gallery));
    const all = await seats(idJet);
    expect(line.seats.map((s) => all.find((x) => x.id === s.id)?.section)).toEqual(['Galerie', 'Galerie']);
    expect(await best(idJet, 2, 1)).toEqual(['1/2', '1/3']);
    expect(await best(idJet, 3, 2)).toBe(-214);
    const unknown = await add(idJet, { n: 1, blockId: 3 });
    expect(unknown.status).toBe(400);
  });
});

describe('holds that run out', () => {
  const later = (minutes: number) => {
    const at = Date.now() + minutes * 60_000;
    setTicketingHooks({ now: () => new Date(at) });
  };
  const renew = (cart: string) =>
    callRoute(renewRoute, {
      url: '/api/shop-cart/renew/',
      method: 'POST',
      headers: { origin: ORIGIN },
      cookies: { museum_cart: cart },
    });

  it('an expired hold gives its seats to the next buyer; renewing it then is refused, renewing an untouched one holds the seats again', async () => {
    const idJet = await seatedDate({ Parkett: ['aaaaaa', 'aaaaaa'] });
    const first = cartOf(await add(idJet, { n: 2 }));
    const second = cartOf(await add(idJet, { n: 2 }));
    expect((await lines(first))[0].seats.map(label)).toEqual(['1/3', '1/4']);
    expect((await lines(second))[0].seats.map(label)).toEqual(['1/1', '1/2']);
    // 16 minutes later both holds have run out: their seats are free and the best go to a new buyer.
    later(16);
    expect((await seats(idJet)).filter((s) => s.status !== 'free')).toEqual([]);
    const third = cartOf(await add(idJet, { n: 2 }));
    expect((await lines(third))[0].seats.map(label)).toEqual(['1/3', '1/4']);

    const lost = await renew(first);
    expect(lost.status).toBe(409);
    expect(lost.json.code).toBe(-214);
    expect((await lines(third))[0].seats.map(label)).toEqual(['1/3', '1/4']);
    // The second buyer's seats were not taken meanwhile: renewing holds them again.
    const kept = await renew(second);
    expect(kept.status).toBe(200);
    const [line] = await lines(second);
    expect(line.expired).toBe(false);
    expect(line.seats.map(label)).toEqual(['1/1', '1/2']);
    expect((await seats(idJet)).filter((s) => s.status === 'held').map(label)).toEqual(['1/1', '1/2', '1/3', '1/4']);
    expect((await add(idJet, { seatIds: await seatIds(idJet, ['1/2']) })).json.code).toBe(-218);
  });

  it('renewing an expired hold whose seat staff blocked meanwhile is refused', async () => {
    const idJet = await seatedDate({ Parkett: ['aaaaaa', 'aaaaaa'] });
    const cart = cartOf(await add(idJet, { n: 2 }));
    later(16);
    await block(idJet, ['1/4']);
    const res = await renew(cart);
    expect(res.status).toBe(409);
    expect(res.json.code).toBe(-214);
    expect((await seats(idJet)).find((s) => label(s) === '1/4')?.status).toBe('blocked');
  });
});

describe('changing a seated line', () => {
  it('lowering it lets go of its last seats; raising it answers -220', async () => {
    const idJet = await seatedDate({ Parkett: ['aaaaaa'] });
    const cart = cartOf(await add(idJet, { n: 4 }));
    const [line] = await lines(cart);
    expect(line.seats.map(label)).toEqual(['1/2', '1/3', '1/4', '1/5']);
    const patch = (quantity: number) =>
      callRoute(patchLine, {
        url: `/api/shop-cart/${line.id}`,
        method: 'PATCH',
        params: { line: String(line.id) },
        body: { quantity },
        headers: { origin: ORIGIN },
        cookies: { museum_cart: cart },
      });
    expect((await patch(2)).status).toBe(200);
    const [lowered] = await lines(cart);
    expect(lowered.quantity).toBe(2);
    expect(lowered.seats.map(label)).toEqual(['1/2', '1/3']);
    expect((await seats(idJet)).filter((s) => s.status === 'held').map(label)).toEqual(['1/2', '1/3']);
    const raised = await patch(3);
    expect(raised.status).toBe(409);
    expect(raised.json.code).toBe(-220);
    expect((await lines(cart))[0].seats.map(label)).toEqual(['1/2', '1/3']);
  });

  it('lowering a line whose hold ran out and whose seats another buyer took does not hold it again', async () => {
    const idJet = await seatedDate({ Parkett: ['aaaaaa'] });
    const cart = cartOf(await add(idJet, { n: 3 }));
    const [line] = await lines(cart);
    expect(line.seats.map(label)).toEqual(['1/2', '1/3', '1/4']);
    const at = Date.now() + 16 * 60_000;
    setTicketingHooks({ now: () => new Date(at) });
    const other = await add(idJet, { seatIds: await seatIds(idJet, ['1/2', '1/3']) });
    expect(other.status).toBe(200);
    const lowered = await callRoute(patchLine, {
      url: `/api/shop-cart/${line.id}`,
      method: 'PATCH',
      params: { line: String(line.id) },
      body: { quantity: 2 },
      headers: { origin: ORIGIN },
      cookies: { museum_cart: cart },
    });
    expect(lowered.status).toBe(409);
    expect(lowered.json.code).toBe(-214);
    const [after] = await lines(cart);
    expect(after.expired).toBe(true);
    expect((await seats(idJet)).filter((s) => s.status === 'held').map(label)).toEqual(['1/2', '1/3']);
  });
});

describe('the seat map of a date', () => {
  it('names the plan, its blocks, the seat groups with category and lowest price, and answers 304 while nothing changed', async () => {
    const idJet = await seatedDate({ Parkett: ['aaaa', 'bbbb'], Galerie: ['aa_aa'] });
    const url = `/api/shop-seating/${idJet}/?lang=en`;
    const res = await callRoute(seatingRoute, { url, params: { idJet: String(idJet) } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      event_jet_id: idJet,
      plan_name: `Plan ${idJet}`,
      width: 5,
      height: 4,
      sections: [
        { block_id: 1, name: 'Parkett' },
        { block_id: 2, name: 'Galerie' },
      ],
      seat_groups: [
        { seat_group: 'A', category: 'Kategorie A', price: '24.00', price_from: '16.00' },
        { seat_group: 'B', category: 'Kategorie B', price: '18.00', price_from: '18.00' },
      ],
    });
    const etag = res.headers.get('etag')!;
    const again = await callRoute(seatingRoute, {
      url,
      params: { idJet: String(idJet) },
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    await add(idJet, { n: 2 });
    const changed = await callRoute(seatingRoute, {
      url,
      params: { idJet: String(idJet) },
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect((changed.json.seats as Seat[]).filter((s) => s.status === 'held').map(label)).toEqual(['1/2', '1/3']);
  });
});
