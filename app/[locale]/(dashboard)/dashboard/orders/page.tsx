import type { Metadata } from 'next';
import type { Locale } from '@/i18n/config';
import { requireStaffPage } from '@/features/auth/server';
import { OrdersView } from '@/features/dashboard/server';

export const metadata: Metadata = { robots: { index: false } };

/** Staff overview of ticket sales: per event date capacity, sold and reserved, and its orders. Read-only. */
export default async function OrdersPage({ params }: PageProps<'/[locale]/dashboard/orders'>) {
  const locale = (await params).locale as Locale;
  await requireStaffPage(locale, `/${locale}/dashboard/orders`);
  return <OrdersView locale={locale} />;
}
