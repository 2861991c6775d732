import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/config';
import { CartView, CheckoutForm } from '@/features/ticketing/client';
import { OrderView, getOrder } from '@/features/ticketing/server';

/**
 * The webshop: start page and cart (/webshop, /webshop/cart), checkout (/webshop/checkout) and the
 * order confirmation (/webshop/orders/{code}). Cart state is read in the browser from the API, so no
 * page here reads cookies; unknown shop paths are a 404.
 */
type Screen = { kind: 'cart'; start: boolean } | { kind: 'checkout' } | { kind: 'order'; code: string };

function screenFor(path: string[] | undefined): Screen | null {
  const [first, second, ...rest] = path ?? [];
  if (!first) return { kind: 'cart', start: true };
  if (first === 'cart' && !second) return { kind: 'cart', start: false };
  if (first === 'checkout' && !second) return { kind: 'checkout' };
  if (first === 'orders' && second && !rest.length && /^[A-Z0-9]{6,20}$/.test(second)) return { kind: 'order', code: second };
  return null;
}

export async function generateMetadata({ params }: PageProps<'/[locale]/webshop/[[...path]]'>): Promise<Metadata> {
  const { path, locale } = await params;
  const screen = screenFor(path);
  if (!screen) return {};
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Shop' });
  if (screen.kind === 'checkout') return { title: t('checkoutTitle') };
  if (screen.kind === 'order') return { title: t('orderTitle', { code: screen.code }) };
  return { title: t('cartTitle') };
}

export default async function WebshopPage({ params }: PageProps<'/[locale]/webshop/[[...path]]'>) {
  const { path, locale: raw } = await params;
  const locale = raw as Locale;
  const screen = screenFor(path);
  if (!screen) notFound();
  setRequestLocale(locale);
  const [t, shop] = await Promise.all([getTranslations({ locale, namespace: 'Webshop' }), getTranslations({ locale, namespace: 'Shop' })]);
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
      {screen.start && <p>{t('intro')}</p>}
      <h1>{shop('cartTitle')}</h1>
      <CartView checkoutHref={`/${locale}/webshop/checkout`} programmeHref={programme} />
    </main>
  );
}
