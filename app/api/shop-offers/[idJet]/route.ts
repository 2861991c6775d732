// GET /api/shop-offers/{id_jet}/?lang= - an event date's ticket offer for the quick-buy widget, whether quick-buy is on,
// and whether the list shows it for this date (on, and some price not free: free prices do not make a date bookable)
import { z } from 'zod';
import { NextResponse } from 'next/server';
import { idParam, langQuery, notFound, withRoute } from '@/lib/api';
import { getOfferForEvent, quickBuyFor } from '@/features/ticket-offers/server';
import { getDesignSettings } from '@/features/settings/server';

const params = z.object({ idJet: idParam });

export const GET = withRoute({ params, query: langQuery }, async ({ params: p, query }) => {
  const [offer, design] = await Promise.all([getOfferForEvent(p.idJet, query.lang), getDesignSettings()]);
  if (!offer) throw notFound('Ticket offer');
  // Offers change only when staff change them: a short shared cache spares the list's cards a round trip each.
  const quickbuy = design.event.quickbuyWidgetActive;
  const bookable = quickBuyFor(offer, quickbuy);
  return NextResponse.json(
    { offer, quickbuy, bookable },
    { headers: { 'cache-control': 'public, max-age=60, s-maxage=60' } },
  );
});
