import { parsePriceToCents } from '@/features/box-office';

/** A price a seat of this group may be sold at (the date's offer: full price first, then discounts). */
type PickerPrice = { sale_type_id: number; text: string; price: string };

/** A seat group of the date as the picker needs it: its category on the plan and its prices. */
export type PickerGroup = {
  seat_group: string;
  category: string;
  color: string;
  /** The full price, named in the seats' labels. */
  price: string | null;
  prices: PickerPrice[];
};

/** A seat on the visitor's list, with the price type they chose for it. */
export type ChosenSeat = { id: number; group: string; name: string; saleTypeId: number };

/** POST /api/shop-cart/ for chosen seats of one seat group. */
export type SeatCartCall = {
  quantities: number[];
  event_jet_id: number;
  sale_type_ids: number[];
  seat_group: string;
  seat_ids: number[];
};

export type SeatCartResult =
  | { ok: true; response: { tickets_quantity: number; cart_url: string } }
  | { ok: false; code: number | null; limit?: number; seatId?: number };

/**
 * One cart call per seat group, in the order the date offers its groups: quantities per price type
 * (in the group's price order) and the seats in the same order, the first quantity's seats first,
 * as the cart hands the seats to its lines.
 */
export function seatCartCalls(
  chosen: readonly ChosenSeat[],
  groups: readonly PickerGroup[],
  idJet: number,
): { call: SeatCartCall; seats: ChosenSeat[] }[] {
  const calls: { call: SeatCartCall; seats: ChosenSeat[] }[] = [];
  for (const group of groups) {
    const mine = chosen.filter((s) => s.group === group.seat_group);
    if (!mine.length) continue;
    const byType = group.prices
      .map((p) => ({ saleTypeId: p.sale_type_id, seats: mine.filter((s) => s.saleTypeId === p.sale_type_id) }))
      .filter((t) => t.seats.length > 0);
    const seats = byType.flatMap((t) => t.seats);
    calls.push({
      call: {
        quantities: byType.map((t) => t.seats.length),
        event_jet_id: idJet,
        sale_type_ids: byType.map((t) => t.saleTypeId),
        seat_group: group.seat_group,
        seat_ids: seats.map((s) => s.id),
      },
      seats,
    });
  }
  return calls;
}

/** The chosen seats' sum in cents, each at its chosen price. */
export function chosenCents(chosen: readonly ChosenSeat[], groups: readonly PickerGroup[]): number {
  return chosen.reduce((sum, seat) => {
    const price = groups
      .find((g) => g.seat_group === seat.group)
      ?.prices.find((p) => p.sale_type_id === seat.saleTypeId);
    return sum + (price ? parsePriceToCents(price.price) : 0);
  }, 0);
}
