// GET /api/shop-availability/?ids=1,2,3&lang=de - places left of up to 50 event dates (id_jet): sold out, few
// left (with the sentence to show) or plenty, and the places left per seat group.
import { z } from 'zod';
import { NextResponse } from 'next/server';
import { langQuery, withRoute } from '@/lib/api';
import { availabilityAnswer } from '@/features/webshop/server';

const query = langQuery.extend({
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, { error: 'must be up to 50 comma-separated date ids' })
    .transform((ids) => ids.split(',').map(Number)),
});

/*
 * Public pages stay cached (ISR) and never render places left: they would be wrong after the next sale,
 * and revalidating a date's pages on every sale near the end would throw away the cached pages exactly
 * when a rush needs them most (and holds run out at read time, so nothing would revalidate when places
 * come back). The pages' islands ask here instead: one small statement for all dates of a page, never
 * cached, so a sold-out date says so at once after the last sale, and again offers tickets when a hold
 * runs out.
 */
export const GET = withRoute({ query }, async ({ query: q }) =>
  NextResponse.json({ dates: await availabilityAnswer(q.ids, q.lang) }, { headers: { 'cache-control': 'no-store' } }),
);
