import { schema, type Db } from '@/lib/db';
import type { OfferInput } from '@/features/ticket-offers';
import { createOffer } from '@/features/ticket-offers/server';
import { seatPlanDocumentSchema, type SeatPlanDocument } from '@/features/seating';
import { applySeatPlan } from '@/features/seating/server';
import type { SeatMap } from '@/features/seating';
import type { CartLine } from '@/features/box-office/types';
import { GET as cartRoute } from '@/app/api/shop-cart/route';
import { GET as seatingRoute } from '@/app/api/shop-seating/[idJet]/route';
import { callRoute } from './route';

/** A small offer: a seat group with a few seats and three prices, and a timed group with two slots. */
export function demoOfferInput(
  idJet: number,
  options: { seats?: number; slotSeats?: number; start?: Date } = {},
): OfferInput {
  const start = options.start ?? new Date(Date.now() + 7 * 24 * 3600_000);
  const slot = (hours: number) => new Date(start.getTime() + hours * 3600_000);
  return {
    id_jet: idJet,
    date_start: start,
    title: { de: 'Backtag im Dorf', en: 'Baking day', cs: 'Den pečení' },
    seat_groups: [
      {
        seat_group: '101',
        text: { de: 'Freie Platzwahl', en: 'Free seating', cs: 'Volný výběr míst' },
        capacity: options.seats ?? 10,
        prices: [
          { sale_type_id: 1, name: 'Ermäßigt', text: { de: 'Ermäßigt', en: 'Reduced', cs: 'Zlevněné' }, price: '8.50' },
          {
            sale_type_id: 2,
            name: 'Vollpreis',
            text: { de: 'Vollpreis', en: 'Full price', cs: 'Plné vstupné' },
            price: '12.00',
          },
          {
            sale_type_id: 3,
            name: 'Kind',
            text: { de: 'Kind (6–17 Jahre)', en: 'Child (6–17)', cs: 'Dítě (6–17 let)' },
            price: '5.00',
          },
        ],
      },
      {
        seat_group: '102',
        text: { de: 'Führung mit Zeitfenster', en: 'Timed guided tour', cs: 'Prohlídka s časovým oknem' },
        prices: [
          {
            sale_type_id: 4,
            name: 'Erwachsene',
            text: { de: 'Erwachsene', en: 'Adults', cs: 'Dospělí' },
            price: '6.00',
          },
          { sale_type_id: 5, name: 'Kind', text: { de: 'Kind', en: 'Child', cs: 'Dítě' }, price: '3.00' },
        ],
        timeslots: [
          { block_id: 9001, time_start: slot(0), time_end: slot(1), capacity: options.slotSeats ?? 5, status: '0' },
          { block_id: 9002, time_start: slot(1), time_end: slot(2), capacity: options.slotSeats ?? 5 },
          { block_id: 9003, time_start: slot(2), time_end: slot(3), capacity: options.slotSeats ?? 5 },
        ],
      },
    ],
  };
}

export async function seedTestOffer(database: Db, idJet: number, options?: Parameters<typeof demoOfferInput>[1]) {
  return createOffer(database, demoOfferInput(idJet, options));
}

/**
 * A seated date: seat groups 'A' and 'B' sold from a plan (the test gives the plan, or a small house
 * of `rows` rows × `perRow` seats, an aisle after the `aisleAfter`-th seat, the first half of the rows
 * category A). Returns the offer and plan ids.
 */
export async function seedSeatedOffer(
  database: Db,
  idJet: number,
  options: { plan?: SeatPlanDocument; rows?: number; perRow?: number; aisleAfter?: number; start?: Date } = {},
) {
  const rows = options.rows ?? 4;
  const perRow = options.perRow ?? 10;
  const plan =
    options.plan ??
    seatPlanDocumentSchema.parse({
      categories: [
        { code: 'A', name: { de: 'Kategorie A', en: 'Category A' } },
        { code: 'B', name: { de: 'Kategorie B', en: 'Category B' } },
      ],
      sections: [
        {
          name: 'Parkett',
          rows: Array.from({ length: rows }, (_, r) => ({
            label: String(r + 1),
            seats: Array.from({ length: perRow }, (_, i) => ({
              col: options.aisleAfter !== undefined && i >= options.aisleAfter ? i + 1 : i,
              number: String(i + 1),
              category: r < rows / 2 ? 'A' : 'B',
            })),
          })),
        },
      ],
    });
  const start = options.start ?? new Date(Date.now() + 7 * 24 * 3600_000);
  const price = (id: number, name: string, value: string) => ({
    sale_type_id: id,
    name,
    text: { de: name },
    price: value,
  });
  const { offerId } = await createOffer(database, {
    id_jet: idJet,
    date_start: start,
    title: { de: 'Der zerbrochne Krug', en: 'The Broken Jug' },
    seat_groups: [
      {
        seat_group: 'A',
        text: { de: 'Kategorie A' },
        capacity: 0,
        prices: [price(1, 'Vollpreis', '24.00'), price(2, 'Ermäßigt', '16.00')],
      },
      { seat_group: 'B', text: { de: 'Kategorie B' }, capacity: 0, prices: [price(1, 'Vollpreis', '18.00')] },
    ],
  });
  const [row] = await database
    .insert(schema.seatPlans)
    .values({ name: `Plan ${idJet}`, plan })
    .returning({ id: schema.seatPlans.id });
  await database.transaction((tx) => applySeatPlan(tx as unknown as Db, offerId, row.id, new Date()));
  return { offerId, planId: row.id };
}

/** The cart token a shop-cart answer sets in the museum_cart cookie ('' when it sets none). */
export const cartOf = (res: { headers: Headers }) =>
  /museum_cart=([^;]+)/.exec(res.headers.getSetCookie().join('\n'))?.[1] ?? '';

/** A date's seats as the shop sees them (GET /api/shop-seating/{id}/). */
export async function shopSeats(idJet: number): Promise<SeatMap['seats']> {
  const res = await callRoute(seatingRoute, { url: `/api/shop-seating/${idJet}/`, params: { idJet: String(idJet) } });
  return res.json.seats as SeatMap['seats'];
}

/** The cart's lines with their seats (GET /api/shop-cart/). */
export async function cartLines(cart: string): Promise<CartLine[]> {
  return (await callRoute(cartRoute, { url: '/api/shop-cart/', cookies: { museum_cart: cart } })).json
    .lines as CartLine[];
}
