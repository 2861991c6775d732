import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { ApiError, notFound } from '@/lib/api';
import { db, schema, type Db } from '@/lib/db';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import { pick, type Locale } from '@/i18n/config';
import { parsePriceToCents } from '@/features/box-office';
import type { OrderTicket, OrderView } from '@/features/box-office/types';
import { getOrder, verifyOrderToken } from '@/features/box-office/server';
import { readBillingSettings } from '@/features/settings/server';
import { cancelDeadlineHours, cancelFee, withinDeadline } from '../rules';
import type { CancellationResult, VisitorCancelOffer } from '../types';
import { cancelTickets } from './cancel-tickets';
import { orderTickets, type TicketLine } from './order-tickets';

const { ticketOrders: orders, ticketOffers, events, productions } = schema;

type DateRule = { title: Record<string, string>; own: number | null; production: number | null };

/** What the cancel rules look at of a ticket (a line read for a cancellation, or a ticket of the order's view). */
type CancelTicket = Pick<TicketLine, 'number' | 'cancelledAt' | 'dateStart' | 'unitCents' | 'offerIdJet'> & {
  /** The seats of a subscription are cancelled by the box office. */
  ofSubscription: boolean;
};

const lineTicket = (t: TicketLine): CancelTicket => ({ ...t, ofSubscription: t.itemId !== null });

const viewTicket = (t: OrderTicket): CancelTicket => ({
  number: t.number,
  cancelledAt: t.cancelled_at ? new Date(t.cancelled_at) : null,
  dateStart: t.date_start ? new Date(t.date_start) : null,
  unitCents: parsePriceToCents(t.unit_price),
  offerIdJet: t.id_jet,
  ofSubscription: t.subscription !== null,
});

/** Per date (ticket_offers.id_jet): its title and its own and its production's cancel deadline in hours. */
async function dateRules(database: Db, dates: number[]): Promise<Map<number, DateRule>> {
  if (!dates.length) return new Map();
  const rows = await database
    .select({
      id: ticketOffers.idJet,
      title: ticketOffers.title,
      own: ticketOffers.cancelDeadlineHours,
      production: productions.cancelDeadlineHours,
    })
    .from(ticketOffers)
    .leftJoin(events, eq(events.idJet, ticketOffers.idJet))
    .leftJoin(productions, eq(productions.id, events.productionId))
    .where(inArray(ticketOffers.idJet, [...new Set(dates)]));
  return new Map(rows.map(({ id, title, own, production }) => [id, { title, own, production }]));
}

/**
 * The visitor's cancel rule per ticket: a ticket of a standing, confirmed order may be cancelled
 * until the deadline before its date (the date's, else the production's, else the venue's setting;
 * none set: never, the default). Subscriptions are cancelled by the box office.
 */
async function cancellable(database: Db, tickets: CancelTicket[], now: Date) {
  const [settings, rules] = await Promise.all([
    readBillingSettings(database),
    dateRules(
      database,
      tickets.map((t) => t.offerIdJet),
    ),
  ]);
  return {
    settings,
    rules,
    allowed: (t: CancelTicket) => {
      const rule = rules.get(t.offerIdJet);
      const hours = cancelDeadlineHours(rule?.own ?? null, rule?.production ?? null, settings.buyer_cancel_hours);
      return !t.cancelledAt && !t.ofSubscription && withinDeadline(t.dateStart, hours, now);
    },
    deadline: (t: CancelTicket) => {
      const rule = rules.get(t.offerIdJet);
      const hours = cancelDeadlineHours(rule?.own ?? null, rule?.production ?? null, settings.buyer_cancel_hours);
      return hours === null || !t.dateStart ? null : new Date(t.dateStart.getTime() - hours * 3600_000);
    },
  };
}

/**
 * What the order page shows about cancelling: the tickets cancelled so far, and what the visitor may
 * still cancel (offer null: nothing now), in the order the page lists the tickets. Null for an unknown
 * order. On a page it reuses the order the page read in this render (no second read of its rows).
 */
export async function visitorCancelView(
  code: string,
  locale: Locale,
): Promise<{ offer: VisitorCancelOffer | null; cancelled: string[] } | null> {
  const order = await getOrder(code, locale, { perRender: true });
  if (!order) return null;
  const tickets = order.tickets.map(viewTicket);
  const cancelled = tickets.filter((t) => t.cancelledAt).map((t) => t.number);
  return { offer: await offerOf(db(), order.status, tickets, locale), cancelled };
}

async function offerOf(
  database: Db,
  status: OrderView['status'],
  tickets: CancelTicket[],
  locale: Locale,
): Promise<VisitorCancelOffer | null> {
  const now = ticketingHooks().now();
  if (status !== 'paid' && status !== 'reserved') return null;
  const { settings, rules, allowed, deadline } = await cancellable(database, tickets, now);
  const open = tickets.filter(allowed);
  if (!open.length) return null;
  const fee = status === 'paid' ? settings.cancel_fee_percent : 0;
  const deadlines = open.map(deadline).filter((d): d is Date => d !== null);
  return {
    fee_percent: fee,
    deadline: deadlines.length ? new Date(Math.min(...deadlines.map((d) => d.getTime()))).toISOString() : null,
    tickets: open.map((t) => ({
      number: t.number,
      title: pick(rules.get(t.offerIdJet)?.title ?? {}, locale) ?? '',
      when: t.dateStart?.toISOString() ?? null,
      price_cents: t.unitCents,
      fee_cents: cancelFee(t.unitCents, fee),
    })),
  };
}

/**
 * The visitor cancels chosen tickets with the order link's token (or from the account): refused
 * (409 'deadline') when a ticket's deadline has passed or visitors may not cancel it; the fee of the
 * settings is kept; the money goes back the way it came (cancelTickets), the buyer gets a mail.
 */
export async function cancelAsVisitor(
  code: string,
  token: unknown,
  numbers: string[],
  options: { tokenChecked?: boolean } = {},
): Promise<CancellationResult> {
  if (!options.tokenChecked && !(await verifyOrderToken(code, 'view', token)))
    throw new ApiError(403, 'This order link is not valid.', 'bad_token');
  if (!numbers.length) throw new ApiError(400, 'Choose at least one ticket to cancel.', 'no_tickets');
  const [order] = await db().select().from(orders).where(eq(orders.code, code));
  if (!order) throw notFound('Order');
  const settings = await readBillingSettings();
  const rules = await cancellable(db(), (await orderTickets(db(), order.id)).map(lineTicket), ticketingHooks().now());
  return cancelTickets({
    orderId: order.id,
    tickets: numbers,
    reason: '',
    actor: { id: null, username: 'buyer' },
    feePercent: settings.cancel_fee_percent,
    mail: { kind: 'tickets' },
    check: (chosen) => {
      const late = chosen.filter((t) => !rules.allowed(lineTicket(t)));
      if (late.length)
        throw new ApiError(
          409,
          `Ticket ${late.map((t) => t.number).join(', ')} can no longer be cancelled online: the deadline has passed or the date does not allow it.`,
          'deadline',
        );
    },
  });
}
