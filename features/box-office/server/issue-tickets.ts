import 'server-only';
import { inArray } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { ticketCode } from './codes';
import { seatCodes } from './seats';

const { ticketReservations: r, ticketCodes } = schema;

/**
 * Turns held lines into the order's tickets, inside the caller's transaction: the lines join the
 * order, each place gets its code, and on a seated date each code one of its line's seats. Checkout
 * and the counter's sale both book tickets this way. Answers the number of tickets.
 */
export async function issueTickets(tx: Db, orderId: number, lines: { id: number; quantity: number }[], now: Date) {
  if (!lines.length) return 0;
  await tx
    .update(r)
    .set({ orderId, updatedAt: now })
    .where(
      inArray(
        r.id,
        lines.map((l) => l.id),
      ),
    );
  const codes = lines.flatMap((l) =>
    Array.from({ length: l.quantity }, () => ({ orderId, reservationId: l.id, code: ticketCode() })),
  );
  const issued = await tx
    .insert(ticketCodes)
    .values(codes)
    .returning({ id: ticketCodes.id, lineId: ticketCodes.reservationId });
  await seatCodes(tx, issued);
  return codes.length;
}
