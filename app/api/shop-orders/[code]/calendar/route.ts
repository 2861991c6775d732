// GET /api/shop-orders/{code}/calendar/ - the order's event dates as an iCalendar file (add to calendar)
import { createTranslator } from 'next-intl';
import { z } from 'zod';
import { notFound, withRoute } from '@/lib/api';
import { env } from '@/lib/env';
import { isLocale, type Locale } from '@/i18n/config';
import { orderCalendar } from '@/features/ticketing';
import { getOrder } from '@/features/ticketing/server';

const params = z.object({ code: z.string().regex(/^[A-Z0-9]{6,20}$/, 'Not an order code') });

export const GET = withRoute({ params }, async ({ params: p }) => {
  const order = await getOrder(p.code);
  if (!order) throw notFound('Order');
  const locale: Locale = isLocale(order.locale) ? order.locale : 'de';
  const messages = (await import(`../../../../../messages/${locale}.json`)).default;
  const t = createTranslator({ locale, messages, namespace: 'BoxOfficeMail' });
  const url = `${env().SITE_URL.replace(/\/$/, '')}/${locale}/webshop/orders/${order.code}`;
  const body = orderCalendar(order, { location: t('location'), description: t('calendarDescription', { code: order.code }), url });
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="lindenau-${order.code}.ics"`,
      'cache-control': 'private, no-store',
    },
  });
});
