import { z } from 'zod';

const ticketNumber = z.string().trim().min(1, 'a ticket id is empty').max(40, 'a ticket id is too long');

/** Staff cancel tickets of an order: the ticket numbers (ticket_list[].id), all remaining when omitted. */
export const refundBody = z.object({
  ticket_ids: z
    .array(ticketNumber, { error: 'ticket_ids must be a list of ticket numbers' })
    .min(1, 'ticket_ids is empty; omit it to cancel every ticket')
    .max(500, 'at most 500 tickets at once')
    .optional(),
  reason: z.string().trim().max(500, 'the reason is too long (500 characters at most)').optional(),
});

/**
 * The visitor cancels tickets from the order page: the view token, the tickets (JSON `ticket_ids`,
 * or one checkbox `t_{number}` per ticket in a plain form), `back: 'account'` from the account's page.
 */
export const visitorCancelBody = z
  .object({
    token: z.string().min(1, 'token is missing').max(64),
    back: z.enum(['account']).optional(),
    ticket_ids: z.array(ticketNumber).max(500).optional(),
  })
  .catchall(z.unknown());
export type VisitorCancelBody = z.infer<typeof visitorCancelBody>;

/** The tickets a visitor's cancel names: the JSON list, or the form's checked `t_…` boxes. */
export function chosenTickets(body: VisitorCancelBody): string[] {
  if (body.ticket_ids?.length) return body.ticket_ids;
  return Object.keys(body)
    .filter((k) => k.startsWith('t_') && body[k])
    .map((k) => k.slice(2));
}

/** Staff move a date to a new start: buyers are asked to keep their tickets or take a refund. */
export const moveDateBody = z.object({
  date_start: z.iso.datetime({ offset: true, error: 'date_start must be an ISO date-time' }),
});

/** Staff cancel a date: optionally a reason the buyers' mail repeats. */
export const cancelDateBody = z.object({
  reason: z.string().trim().max(500, 'the reason is too long (500 characters at most)').optional(),
});
