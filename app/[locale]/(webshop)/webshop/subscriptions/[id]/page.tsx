import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { parseId } from '@/lib/params';
import { getShopSubscription, readShopError, ShopSubscriptionView } from '@/features/webshop/server';

// Seats left on the included dates change with every sale: rendered per request (no cookies read).
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/webshop/subscriptions/[id]'>): Promise<Metadata> {
  const { id, locale } = await params;
  const seriesId = parseId(id);
  const subscription = seriesId ? await getShopSubscription(seriesId, locale as Locale) : null;
  if (!subscription) return {};
  const t = await getTranslations({ locale: locale as Locale, namespace: 'ShopSubscription' });
  return { title: t('metaTitle', { name: subscription.name }) };
}

/** /webshop/subscriptions/{series id}: a series sold as a subscription; another series says how its dates are sold; unknown ids are a 404. */
export default async function ShopSubscriptionPage({
  params,
  searchParams,
}: PageProps<'/[locale]/webshop/subscriptions/[id]'>) {
  const { id, locale: raw } = await params;
  const locale = raw as Locale;
  const seriesId = parseId(id);
  if (seriesId === null) notFound();
  setRequestLocale(locale);
  return (
    <main id="content" className="webshop-main">
      <ShopSubscriptionView seriesId={seriesId} locale={locale} error={readShopError(await searchParams)} />
    </main>
  );
}
