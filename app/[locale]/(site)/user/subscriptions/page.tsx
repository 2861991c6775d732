import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { AccountPage, visitorOnPage } from '@/features/accounts/server';
import { accountSubscriptions, AccountSubscriptionsView } from '@/features/account-orders/server';

// Per visitor (the session cookie), never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/user/subscriptions'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'AccountOrders' });
  return { title: t('subscriptionsTitle'), robots: { index: false } };
}

/** The series subscriptions bought in the visitor's orders, with their dates and tickets (/user/subscriptions). */
export default async function AccountSubscriptionsPage({ params }: PageProps<'/[locale]/user/subscriptions'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const visitor = await visitorOnPage(locale, `/${locale}/user/subscriptions`);
  return (
    <AccountPage locale={locale} section="subscriptions" csrfToken={visitor.csrf_token}>
      <AccountSubscriptionsView locale={locale} subscriptions={await accountSubscriptions(visitor.id, locale)} />
    </AccountPage>
  );
}
