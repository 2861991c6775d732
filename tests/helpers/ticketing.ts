import type { Db } from '@/lib/db';
import type { OfferInput } from '@/features/ticket-offers';
import { createOffer } from '@/features/ticket-offers/server';

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
