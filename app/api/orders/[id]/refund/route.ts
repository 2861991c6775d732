// POST /api/orders/{id}/refund/ - staff cancel tickets of an order ({ ticket_ids, reason }; all when
// omitted) and refund them the way they were paid (role box_office, CSRF)
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { idParam, parseJsonText, readBodyText, withRoute } from '@/lib/api';
import { requireRole } from '@/features/auth/server';
import { refundOrderAsStaff } from '@/features/refunds/server';

export const POST = withRoute(
  { params: z.object({ id: idParam }), guard: (req) => requireRole(req, ['box_office']) },
  async ({ req, params, guarded: user }) => {
    const text = await readBodyText(req, 64 * 1024);
    const { created, ...result } = await refundOrderAsStaff(params.id, text.trim() ? parseJsonText(text) : {}, user);
    return NextResponse.json(result, { status: created ? 201 : 200 });
  },
);
