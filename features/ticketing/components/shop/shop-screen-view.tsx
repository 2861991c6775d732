import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/config';
import type { ShopScreen } from '../../shop-screen';
import { CartView } from './cart-view.client';
import { ShopMessages } from './shop-messages';

/** One screen of the webshop's catch-all route (see shopScreen): the start page with the cart. */
export async function ShopScreenView({ locale }: { screen: ShopScreen; locale: Locale }) {
  const [t, shop] = await Promise.all([getTranslations({ locale, namespace: 'Webshop' }), getTranslations({ locale, namespace: 'Shop' })]);
  return (
    <main id="content" className="webshop-main">
      <p>{t('intro')}</p>
      <h1>{shop('cartTitle')}</h1>
      <ShopMessages locale={locale}>
        <CartView checkoutHref={`/${locale}/webshop/checkout`} programmeHref={getPathname({ locale, href: '/events' })} />
      </ShopMessages>
    </main>
  );
}
