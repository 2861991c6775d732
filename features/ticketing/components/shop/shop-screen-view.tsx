import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/config';
import { getOrder } from '../../server/orders';
import type { ShopScreen } from '../../shop-screen';
import { CartView } from './cart-view.client';
import { CheckoutForm } from './checkout-form.client';
import { OrderView } from './order-view';
import { ShopStartView } from './shop-start-view';

/** One screen of the webshop (see shopScreen): the start page, the cart, the checkout or an order confirmation. */
export async function ShopScreenView({ screen, locale }: { screen: ShopScreen; locale: Locale }) {
  const shop = await getTranslations({ locale, namespace: 'Shop' });
  const programme = getPathname({ locale, href: '/events' });
  const cartHref = `/${locale}/webshop/cart`;

  if (screen.kind === 'order') {
    const order = await getOrder(screen.code, locale);
    if (!order) notFound();
    return (
      <main id="content" className="webshop-main">
        <OrderView order={order} locale={locale} />
      </main>
    );
  }

  if (screen.kind === 'start') {
    return (
      <main id="content" className="webshop-main">
        <ShopStartView locale={locale} />
      </main>
    );
  }

  if (screen.kind === 'checkout') {
    return (
      <main id="content" className="webshop-main">
        <h1>{shop('checkoutTitle')}</h1>
        <CheckoutForm gtcHref={`/${locale}/agb`} cartHref={cartHref} />
      </main>
    );
  }

  return (
    <main id="content" className="webshop-main">
      <h1>{shop('cartTitle')}</h1>
      <CartView checkoutHref={`/${locale}/webshop/checkout`} programmeHref={programme} />
    </main>
  );
}
