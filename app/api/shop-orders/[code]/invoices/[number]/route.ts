// GET /api/shop-orders/{code}/invoices/{number}/?token= - the buyer's invoice as PDF, with the order link's secret
import { z } from 'zod';
import { notFound, withRoute } from '@/lib/api';
import { orderCodeParams } from '@/features/box-office';
import { verifyOrderToken } from '@/features/box-office/server';
import { INVOICE_NUMBER, orderInvoicePdf } from '@/features/invoices/server';

const params = orderCodeParams.extend({
  number: z.string().max(40).regex(INVOICE_NUMBER, 'Not an invoice number'),
});
const query = z.object({ token: z.string().max(64).optional() });

export const GET = withRoute({ params, query }, async ({ params: p, query: q }) => {
  // Without the secret of the order link neither the order nor its invoices exist for the caller.
  const file = (await verifyOrderToken(p.code, 'view', q.token)) ? await orderInvoicePdf(p.code, p.number) : null;
  if (!file) throw notFound('Invoice');
  return new Response(new Uint8Array(file.content), {
    headers: {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.filename}"`,
      'cache-control': 'private, no-store',
    },
  });
});
