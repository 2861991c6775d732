// GET /api/invoices/{number}/pdf/ - an invoice or cancellation invoice as PDF (staff: box office)
import { z } from 'zod';
import { notFound, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { INVOICE_NUMBER, invoicePdfFile } from '@/features/invoices/server';

const params = z.object({ number: z.string().max(40).regex(INVOICE_NUMBER, 'Not an invoice number') });

export const GET = withRoute(
  { params, guard: (req) => requireRole(req, ['box_office']) },
  async ({ params: { number } }) => {
    const file = await invoicePdfFile(number);
    if (!file) throw notFound('Invoice');
    return new Response(new Uint8Array(file.content), {
      headers: {
        'content-type': file.contentType,
        'content-disposition': `attachment; filename="${file.filename}"`,
        'cache-control': 'private, no-store',
      },
    });
  },
);
