import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { CART_COOKIE, CartScreen } from '@/features/webshop/server';

// Per visitor (the cart cookie), never cached: the cart is on the page without JavaScript.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/webshop/cart'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'Shop' });
  return { title: t('cartTitle') };
}

/** The cart (/webshop/cart). */
export default async function CartPage({ params, searchParams }: PageProps<'/[locale]/webshop/cart'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [jar, query] = await Promise.all([cookies(), searchParams]);
  return <CartScreen locale={locale} cartToken={jar.get(CART_COOKIE)?.value} query={query} />;
}
