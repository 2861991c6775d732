// GET /api/shop-seating/{event_jet_id}/?lang= - a seated date's plan with every seat's state (free, held,
// sold, blocked); 404 for a general-admission date. Polled by the plan: an ETag answers 304 while nothing changed.
import { z } from 'zod';
import { NextResponse } from 'next/server';
import { idParam, langQuery, notFound, withRoute } from '@/lib/api';
import { seatMap, seatMapEtag } from '@/features/seating/server';

const params = z.object({ idJet: idParam });

export const GET = withRoute({ params, query: langQuery }, async ({ params: p, query, req }) => {
  const map = await seatMap(p.idJet, query.lang);
  if (!map) throw notFound('Seating plan');
  const body = JSON.stringify(map);
  const etag = seatMapEtag(body);
  // Seats change with every hold: never from a shared cache, always revalidated (cheap with the ETag).
  const headers = { etag, 'cache-control': 'private, no-cache' };
  if (req.headers.get('if-none-match') === etag) return new NextResponse(null, { status: 304, headers });
  return new NextResponse(body, { headers: { ...headers, 'content-type': 'application/json' } });
});
