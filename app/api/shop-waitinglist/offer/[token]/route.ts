// GET /api/shop-waitinglist/offer/{token}/ - the offer mail's link: the cart cookie for the cart holding the places, then the cart
import { z } from 'zod';
import { withRoute } from '@/lib/api';
import { cartUrl, seeOther, withCartCookies } from '@/features/webshop/server';
import { openOffer, statusPath } from '@/features/waiting-list/server';

export const dynamic = 'force-dynamic';

const params = z.object({ token: z.string().max(100) });

export const GET = withRoute({ params }, async ({ req, params: { token } }) => {
  const offer = await openOffer(token);
  if (offer.state === 'unknown') return seeOther(req, `${statusPath('de')}?state=unknown`);
  if (offer.state === 'ended') return seeOther(req, `${statusPath(offer.locale)}?state=ended`);
  const url = cartUrl(offer.locale);
  const res = withCartCookies(seeOther(req, url), offer.cart, offer.count, url);
  res.headers.set('cache-control', 'no-store');
  return res;
});
