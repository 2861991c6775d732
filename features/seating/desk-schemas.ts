import { z } from 'zod';

// The payloads of the staff's seat desk (POST /api/seating/…), one schema each.

const seatIds = z
  .array(z.coerce.number({ error: 'a seat id is a number' }).int().positive(), {
    error: 'seat_ids is a list of seat ids',
  })
  .min(1, 'name at least one seat')
  .max(1000, 'at most 1,000 seats at once');

/** POST /api/seating/{event_jet_id}/block/: takes free seats out of sale, with the reason staff see. */
export const blockSeatsRequest = z.object({
  seat_ids: seatIds,
  reason: z
    .string({ error: 'a reason is needed (press, technicians, wheelchair companion …)' })
    .trim()
    .min(1, 'a reason is needed (press, technicians, wheelchair companion …)')
    .max(120, 'the reason is at most 120 characters'),
});

/** POST /api/seating/{event_jet_id}/release/: blocked seats go back on sale. */
export const releaseSeatsRequest = z.object({ seat_ids: seatIds });

/** POST /api/seating/tickets/move/: one sold ticket to another free seat of its seat group. */
export const moveTicketRequest = z.object({
  /** The ticket number (LND-XXXX-XXXX) or the signed code printed on the ticket. */
  ticket: z.string({ error: 'ticket is the ticket number' }).trim().min(1, 'ticket is the ticket number').max(80),
  seat_id: z.coerce.number({ error: 'seat_id is a number' }).int().positive(),
});
