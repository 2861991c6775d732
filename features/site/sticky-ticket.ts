import type { StickyTicket } from './components/chrome/chrome-state.client';

/** Anchor of the dates-and-tickets section on production pages. */
const DATES_AND_TICKETS_ANCHOR = 'dates-and-tickets';

export type TicketButton = { kind: 'dates'; href: string } | { kind: 'book'; href: string } | null;

const isPaid = (price: string) => {
  const n = Number(price.replace(',', '.'));
  return Number.isFinite(n) && n > 0;
};

/**
 * docs/requirements.md §2, sticky ticket button: production pages link to their dates-and-tickets anchor; event
 * pages link to the event's ticket URL, but only when a price other than 0.00 is on offer.
 */
export function ticketButton(ticket: StickyTicket | null): TicketButton {
  if (!ticket) return null;
  if (ticket.isProduction) return { kind: 'dates', href: `#${DATES_AND_TICKETS_ANCHOR}` };
  if (ticket.ticketUrl && ticket.prices.some((p) => isPaid(p.price))) return { kind: 'book', href: ticket.ticketUrl };
  return null;
}
