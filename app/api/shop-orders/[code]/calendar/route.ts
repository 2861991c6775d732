// GET /api/shop-orders/{code}/calendar/?token= - the order's event dates as an iCalendar file (add to calendar)
import { createTranslator } from 'next-intl';
import { z } from 'zod';
import { notFound, withRoute } from '@/lib/api';
import { env } from '@/lib/env';
import { isLocale, type Locale } from '@/i18n/config';
import { orderCalendar, orderCodeParams } from '@/features/box-office';
import { getOrder, orderPath, verifyOrderToken } from '@/features/box-office/server';

const query = z.object({ token: z.string().max(64).optional() });

export const GET = withRoute({ params: orderCodeParams, query }, async ({ params: p, query: q }) => {
  // Without the secret of the order link an order does not exist for the caller.
  const order = (await verifyOrderToken(p.code, 'view', q.token)) ? await getOrder(p.code) : null;
  if (!order) throw notFound('Order');
  const locale: Locale = isLocale(order.locale) ? order.locale : 'de';
  const messages = (await import(`../../../../../messages/${locale}.json`)).default;
  const t = createTranslator({ locale, messages, namespace: 'BoxOfficeMail' });
  const url = `${env().SITE_URL.replace(/\/$/, '')}${await orderPath(order.code, locale)}`;
  const body = orderCalendar(order, {
    location: t('location'),
    description: t('calendarDescription', { code: order.code }),
    url,
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="lindenau-${order.code}.ics"`,
      'cache-control': 'private, no-store',
    },
  });
});
