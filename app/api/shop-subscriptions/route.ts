// POST /api/shop-subscriptions/ - a series subscription into the cart (one seat per remaining date, all or nothing); JSON, or the subscription page's form (303)
import { withRoute } from '@/lib/api';
import { subscriptionRequest } from '@/features/box-office';
import { addSubscription } from '@/features/box-office/server';
import { cartItemAction, formBack } from '@/features/webshop/server';

export const POST = withRoute({}, ({ req }) =>
  cartItemAction(req, subscriptionRequest, addSubscription, (locale, data) =>
    data ? `/${locale}/webshop/subscriptions/${data.series_id}` : formBack(req, locale),
  ),
);
