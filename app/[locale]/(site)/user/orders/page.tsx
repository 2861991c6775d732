import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { AccountPage, visitorOnPage } from '@/features/accounts/server';
import {
  AccountOrdersView,
  claimableGuestOrders,
  claimNotice,
  listAccountOrders,
} from '@/features/account-orders/server';

// Per visitor (the session cookie), never cached.
export const dynamic = 'force-dynamic';

const PAGE_SIZE = 20;

export async function generateMetadata({ params }: PageProps<'/[locale]/user/orders'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'AccountOrders' });
  return { title: t('ordersTitle'), robots: { index: false } };
}

/** The visitor's orders (/user/orders), newest first, and the guest orders they may claim. */
export default async function AccountOrdersPage({ params, searchParams }: PageProps<'/[locale]/user/orders'>) {
  const [{ locale: raw }, query] = await Promise.all([params, searchParams]);
  const locale = raw as Locale;
  setRequestLocale(locale);
  const visitor = await visitorOnPage(locale, `/${locale}/user/orders`);
  const page = typeof query.page === 'string' && /^[1-9]\d{0,4}$/.test(query.page) ? Number(query.page) : 1;
  const [list, claimable] = await Promise.all([
    listAccountOrders(visitor.id, locale, page, PAGE_SIZE),
    claimableGuestOrders(visitor.id),
  ]);
  return (
    <AccountPage locale={locale} section="orders" csrfToken={visitor.csrf_token}>
      <AccountOrdersView
        locale={locale}
        orders={list.results}
        count={list.count}
        page={page}
        pageSize={PAGE_SIZE}
        claimable={claimable}
        csrfToken={visitor.csrf_token}
        notice={claimNotice(query)}
      />
    </AccountPage>
  );
}
