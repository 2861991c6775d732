import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { AccountPage, visitorOnPage } from '@/features/accounts/server';
import { AccountReservationsView } from '@/features/account-orders/server';
import { CART_COOKIE, visitorCart } from '@/features/webshop/server';

// Per visitor (the session and cart cookies), never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/user/reservations'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'AccountOrders' });
  return { title: t('reservationsTitle'), robots: { index: false } };
}

/** The visitor's current reservations: the live holds of this browser's cart (/user/reservations). */
export default async function AccountReservationsPage({ params }: PageProps<'/[locale]/user/reservations'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const visitor = await visitorOnPage(locale, `/${locale}/user/reservations`);
  const cart = await visitorCart((await cookies()).get(CART_COOKIE)?.value, locale);
  return (
    <AccountPage locale={locale} section="reservations" csrfToken={visitor.csrf_token}>
      <AccountReservationsView locale={locale} cart={cart} />
    </AccountPage>
  );
}
