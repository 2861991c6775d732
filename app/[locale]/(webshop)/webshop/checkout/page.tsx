import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { CART_COOKIE, CheckoutScreen } from '@/features/ticketing/server';

// Per visitor (the cart cookie, a refused post's ?error=), never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/webshop/checkout'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'Shop' });
  return { title: t('checkoutTitle') };
}

/** The checkout (/webshop/checkout). */
export default async function CheckoutPage({ params, searchParams }: PageProps<'/[locale]/webshop/checkout'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [jar, query] = await Promise.all([cookies(), searchParams]);
  return <CheckoutScreen locale={locale} cartToken={jar.get(CART_COOKIE)?.value} query={query} />;
}
