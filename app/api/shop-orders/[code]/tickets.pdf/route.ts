// GET /api/shop-orders/{code}/tickets.pdf?token= - the order's tickets as a printable PDF (one page per ticket, QR of the signed code)
import { z } from 'zod';
import { ApiError, notFound, withRoute } from '@/lib/api';
import { orderCodeParams } from '@/features/box-office';
import { getOrder, ticketsPdf, verifyOrderToken } from '@/features/box-office/server';
import { ticketsIssued } from '@/features/webshop/server';

const query = z.object({ token: z.string().max(64).optional() });

export const GET = withRoute({ params: orderCodeParams, query }, async ({ params: p, query: q }) => {
  // Without the secret of the order link an order does not exist for the caller.
  const order = (await verifyOrderToken(p.code, 'view', q.token)) ? await getOrder(p.code) : null;
  if (!order) throw notFound('Order');
  if (!ticketsIssued(order)) {
    throw new ApiError(
      409,
      `Order ${order.code} has no valid tickets: it is ${order.status === 'pending' ? 'not confirmed yet' : order.status}.`,
      order.status,
    );
  }
  if (!order.tickets.length) throw new ApiError(409, `Order ${order.code} has no tickets to print.`, 'no_tickets');
  const pdf = await ticketsPdf(order);
  return new Response(Buffer.from(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="lindenau-${order.code}-tickets.pdf"`,
      'cache-control': 'private, no-store',
    },
  });
});
