import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { AccountPage, visitorOnPage } from '@/features/accounts/server';
import { accountOrder, AccountOrderDetail } from '@/features/account-orders/server';
import { VisitorCancel } from '@/features/refunds/server';

// Per visitor (the session cookie), never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/user/orders/[code]'>): Promise<Metadata> {
  const { locale, code } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'AccountOrders' });
  // The page's PDF and calendar links carry the order token: it must not travel to other sites in a Referer.
  return { title: t('orderHeading', { code: code.slice(0, 20) }), robots: { index: false }, referrer: 'same-origin' };
}

/** One of the visitor's orders (/user/orders/{code}); an unknown code and another visitor's order are the same 404. */
export default async function AccountOrderPage({ params, searchParams }: PageProps<'/[locale]/user/orders/[code]'>) {
  const [{ locale: raw, code }, query] = await Promise.all([params, searchParams]);
  const locale = raw as Locale;
  setRequestLocale(locale);
  const visitor = await visitorOnPage(locale, `/${locale}/user/orders/${encodeURIComponent(code.slice(0, 40))}`);
  const view = await accountOrder(visitor.id, code, locale);
  if (!view) notFound();
  return (
    <AccountPage locale={locale} section="orders" csrfToken={visitor.csrf_token}>
      <AccountOrderDetail view={view} locale={locale} refused={typeof query.error === 'string'} />
      <VisitorCancel
        code={view.order.code}
        locale={locale}
        account
        error={typeof query.cancel_error === 'string' ? query.cancel_error : undefined}
      />
    </AccountPage>
  );
}
