import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { ApiError, notFound } from '@/lib/api';
import { db, schema, type Db } from '@/lib/db';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import { pick, type Locale } from '@/i18n/config';
import { effectiveStatus } from '@/features/box-office';
import { verifyOrderToken } from '@/features/box-office/server';
import { readBillingSettings } from '@/features/settings/server';
import { cancelDeadlineHours, cancelFee, withinDeadline } from '../rules';
import type { CancellationResult, VisitorCancelOffer } from '../types';
import { cancelTickets } from './cancel-tickets';
import { orderTickets, type TicketLine } from './order-tickets';

const { ticketOrders: orders, ticketOffers, events, productions } = schema;

type DateRule = { title: Record<string, string>; own: number | null; production: number | null };

/** Per date (ticket_offers.id): its title and its own and its production's cancel deadline in hours. */
async function dateRules(database: Db, offerIds: number[]): Promise<Map<number, DateRule>> {
  if (!offerIds.length) return new Map();
  const rows = await database
    .select({
      id: ticketOffers.id,
      title: ticketOffers.title,
      own: ticketOffers.cancelDeadlineHours,
      production: productions.cancelDeadlineHours,
    })
    .from(ticketOffers)
    .leftJoin(events, eq(events.idJet, ticketOffers.idJet))
    .leftJoin(productions, eq(productions.id, events.productionId))
    .where(inArray(ticketOffers.id, [...new Set(offerIds)]));
  return new Map(rows.map(({ id, title, own, production }) => [id, { title, own, production }]));
}

/**
 * The visitor's cancel rule per ticket: a ticket of a standing, confirmed order may be cancelled
 * until the deadline before its date (the date's, else the production's, else the venue's setting;
 * none set: never, the default). Subscriptions are cancelled by the box office.
 */
async function cancellable(database: Db, tickets: TicketLine[], now: Date) {
  const [settings, rules] = await Promise.all([
    readBillingSettings(database),
    dateRules(
      database,
      tickets.map((t) => t.offerId),
    ),
  ]);
  return {
    settings,
    rules,
    allowed: (t: TicketLine) => {
      const rule = rules.get(t.offerId);
      const hours = cancelDeadlineHours(rule?.own ?? null, rule?.production ?? null, settings.buyer_cancel_hours);
      return !t.cancelledAt && t.itemId === null && withinDeadline(t.dateStart, hours, now);
    },
    deadline: (t: TicketLine) => {
      const rule = rules.get(t.offerId);
      const hours = cancelDeadlineHours(rule?.own ?? null, rule?.production ?? null, settings.buyer_cancel_hours);
      return hours === null || !t.dateStart ? null : new Date(t.dateStart.getTime() - hours * 3600_000);
    },
  };
}

/**
 * What the order page shows about cancelling: the tickets cancelled so far, and what the visitor may
 * still cancel (offer null: nothing now). Null for an unknown order.
 */
export async function visitorCancelView(
  code: string,
  locale: Locale,
): Promise<{ offer: VisitorCancelOffer | null; cancelled: string[] } | null> {
  const database = db();
  const [order] = await database.select().from(orders).where(eq(orders.code, code));
  if (!order) return null;
  const tickets = await orderTickets(database, order.id);
  const cancelled = tickets.filter((t) => t.cancelledAt).map((t) => t.number);
  return { offer: await offerOf(database, order, tickets, locale), cancelled };
}

async function offerOf(
  database: Db,
  order: typeof orders.$inferSelect,
  tickets: TicketLine[],
  locale: Locale,
): Promise<VisitorCancelOffer | null> {
  const now = ticketingHooks().now();
  const status = effectiveStatus(order, now);
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
      title: pick(rules.get(t.offerId)?.title ?? {}, locale) ?? '',
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
  const rules = await cancellable(db(), await orderTickets(db(), order.id), ticketingHooks().now());
  return cancelTickets({
    orderId: order.id,
    tickets: numbers,
    reason: '',
    actor: { id: null, username: 'buyer' },
    feePercent: settings.cancel_fee_percent,
    mail: { kind: 'tickets' },
    check: (chosen) => {
      const late = chosen.filter((t) => !rules.allowed(t));
      if (late.length)
        throw new ApiError(
          409,
          `Ticket ${late.map((t) => t.number).join(', ')} can no longer be cancelled online: the deadline has passed or the date does not allow it.`,
          'deadline',
        );
    },
  });
}
