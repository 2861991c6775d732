import {
  FULL_PRICE_NAME,
  type SeatGroup,
  type SelectedTicket,
  type TicketPriceItem,
  type Timeslot,
} from '@/features/box-office/types';
import { parsePriceToCents } from '@/features/box-office';

/** Most tickets of one price in one request (the cart refuses more). */
export const MAX_AMOUNT = 50;

type TicketRef = SelectedTicket['ticket'];
const same = (a: TicketRef, b: TicketRef) => a.seat_group === b.seat_group && a.sale_type_id === b.sale_type_id;

/** docs/requirements.md §4: adding raises the amount of the entry with the same seat_group and sale_type_id, else adds one with amount 1. */
export function addTicket(selected: SelectedTicket[], ticket: TicketRef): SelectedTicket[] {
  const found = selected.find((s) => same(s.ticket, ticket));
  if (!found) return [...selected, { ticket, amount: 1 }];
  if (found.amount >= MAX_AMOUNT) return selected;
  return selected.map((s) => (s === found ? { ...s, amount: s.amount + 1 } : s));
}

/** docs/requirements.md §4: removing lowers the amount, and deletes the entry when it was 1. */
export function removeTicket(selected: SelectedTicket[], ticket: TicketRef): SelectedTicket[] {
  const found = selected.find((s) => same(s.ticket, ticket));
  if (!found) return selected;
  if (found.amount <= 1) return selected.filter((s) => s !== found);
  return selected.map((s) => (s === found ? { ...s, amount: s.amount - 1 } : s));
}

export function amountOf(selected: SelectedTicket[], price: Pick<TicketPriceItem, 'seat_group' | 'sale_type_id'>) {
  return (
    selected.find((s) => s.ticket.seat_group === price.seat_group && s.ticket.sale_type_id === price.sale_type_id)
      ?.amount ?? 0
  );
}

export const totalAmount = (selected: SelectedTicket[]) => selected.reduce((sum, s) => sum + s.amount, 0);

/** Tickets chosen in one seat group, over all its prices. */
export const groupAmount = (selected: SelectedTicket[], seatGroup: string) =>
  totalAmount(selected.filter((s) => s.ticket.seat_group === seatGroup));

export function totalCents(selected: SelectedTicket[], prices: TicketPriceItem[]) {
  return selected.reduce((sum, s) => {
    const price = prices.find((p) => p.seat_group === s.ticket.seat_group && p.sale_type_id === s.ticket.sale_type_id);
    return sum + (price ? parsePriceToCents(price.price) * s.amount : 0);
  }, 0);
}

/** docs/requirements.md §5: only seat groups and timeslots whose status is not '0' are offered. */
export const offeredGroups = (groups: SeatGroup[]) =>
  groups.filter((g) => g.status !== '0' && (g.timeslots.length === 0 || offeredSlots(g).length > 0));
export const offeredSlots = (group: SeatGroup): Timeslot[] => group.timeslots.filter((t) => t.status !== '0');

/**
 * docs/requirements.md §2: a seat group shows only its 'Vollpreis' (the rest are discounts); a timed seat group shows
 * its first price as the main one. A group without a 'Vollpreis' shows its first price.
 */
export function splitPrices(group: SeatGroup): { main: TicketPriceItem | null; discounts: TicketPriceItem[] } {
  if (!group.prices.length) return { main: null, discounts: [] };
  const main = group.timeslots.length
    ? group.prices[0]
    : (group.prices.find((p) => p.name === FULL_PRICE_NAME) ?? group.prices[0]);
  return { main, discounts: group.prices.filter((p) => p !== main) };
}

export type CartCall = {
  quantities: number[];
  event_jet_id: number;
  sale_type_ids: number[];
  seat_group: string;
  block_id?: number;
};

/** One cart call per seat group, in the order the groups are offered (docs/requirements.md §7). */
export function cartCalls(
  selected: SelectedTicket[],
  groups: SeatGroup[],
  idJet: number,
  blocks: Record<string, number | undefined>,
): CartCall[] {
  const calls: CartCall[] = [];
  for (const group of groups) {
    const mine = selected.filter((s) => s.ticket.seat_group === group.seat_group && s.amount > 0);
    if (!mine.length) continue;
    const block = blocks[group.seat_group];
    calls.push({
      quantities: mine.map((s) => s.amount),
      event_jet_id: idJet,
      sale_type_ids: mine.map((s) => s.ticket.sale_type_id),
      seat_group: group.seat_group,
      ...(group.timeslots.length && block !== undefined ? { block_id: block } : {}),
    });
  }
  return calls;
}

/** HH:MM in the museum's time zone (docs/requirements.md §2: timeslots show the time only). */
export function slotTime(iso: string, locale: string) {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
}
