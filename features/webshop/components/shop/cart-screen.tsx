import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/config';
import { paymentMethods } from '@/features/box-office/server';
import { visitorCart } from '../../server/shop-pages';
import { CartView, type CartDone, type CartNotice } from './cart-view.client';
import { ShopMessages } from './shop-messages';

const DONE: CartDone[] = ['changed', 'removed', 'extended'];

/** What a form post without JavaScript came back with (?done= or ?error=&limit=). */
function cartNotice(query: Record<string, string | string[] | undefined>): CartNotice {
  const one = (key: string) => (typeof query[key] === 'string' ? (query[key] as string).slice(0, 40) : undefined);
  const done = one('done');
  return { error: one('error'), limit: Number(one('limit')) || undefined, done: DONE.find((d) => d === done) };
}

/**
 * The cart page, rendered on the server for the visitor's cart cookie: readable and usable without
 * JavaScript (every action is a form), then live in the browser.
 */
export async function CartScreen({
  locale,
  cartToken,
  query,
}: {
  locale: Locale;
  cartToken: string | undefined;
  query: Record<string, string | string[] | undefined>;
}) {
  const t = await getTranslations({ locale, namespace: 'Shop' });
  const cart = await visitorCart(cartToken, locale);
  return (
    <main id="content" className="webshop-main">
      <h1>{t('cartTitle')}</h1>
      <ShopMessages locale={locale}>
        <CartView
          initial={cart}
          notice={cartNotice(query)}
          checkoutHref={`/${locale}/webshop/checkout`}
          programmeHref={getPathname({ locale, href: '/events' })}
          onlinePayment={paymentMethods().includes('stripe')}
        />
      </ShopMessages>
    </main>
  );
}
