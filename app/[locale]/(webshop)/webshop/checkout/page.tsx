import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { CART_COOKIE, CheckoutScreen } from '@/features/webshop/server';
import { currentVisitor } from '@/features/accounts/server';

// Per visitor (the cart cookie, a refused post's ?error=), never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/webshop/checkout'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'Shop' });
  return { title: t('checkoutTitle') };
}

/** The checkout (/webshop/checkout); a logged-in visitor's name and e-mail are filled in and the order is filed under the account. */
export default async function CheckoutPage({ params, searchParams }: PageProps<'/[locale]/webshop/checkout'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [jar, query, visitor] = await Promise.all([cookies(), searchParams, currentVisitor()]);
  const account = visitor && {
    name: `${visitor.first_name} ${visitor.last_name}`.trim(),
    email: visitor.email,
    csrfToken: visitor.csrf_token,
  };
  return <CheckoutScreen locale={locale} cartToken={jar.get(CART_COOKIE)?.value} query={query} visitor={account} />;
}
