import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { AccountPage, visitorOnPage } from '@/features/accounts/server';
import { accountVouchers, AccountVouchersView } from '@/features/account-orders/server';

// Per visitor (the session cookie), never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/user/vouchers'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'AccountOrders' });
  return { title: t('vouchersTitle'), robots: { index: false } };
}

/** The vouchers bought in the visitor's orders and the credit left on them (/user/vouchers). */
export default async function AccountVouchersPage({ params }: PageProps<'/[locale]/user/vouchers'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const visitor = await visitorOnPage(locale, `/${locale}/user/vouchers`);
  const { credit, vouchers } = await accountVouchers(visitor.id);
  return (
    <AccountPage locale={locale} section="vouchers" csrfToken={visitor.csrf_token}>
      <AccountVouchersView locale={locale} credit={credit} vouchers={vouchers} />
    </AccountPage>
  );
}
