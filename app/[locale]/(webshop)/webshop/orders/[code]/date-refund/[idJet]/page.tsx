import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { numericId } from '@/lib/api';
import { MovedDateRefund } from '@/features/refunds/server';

// The link's token decides what is shown: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/webshop/orders/[code]/date-refund/[idJet]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Refunds' });
  // The token in the address must not travel to other sites in a Referer.
  return { title: t('movedTitle'), robots: { index: false }, referrer: 'same-origin' };
}

/** The refund offered by a moved date's mail (/webshop/orders/{code}/date-refund/{idJet}?token=…). */
export default async function MovedDateRefundPage({
  params,
  searchParams,
}: PageProps<'/[locale]/webshop/orders/[code]/date-refund/[idJet]'>) {
  const [{ locale: raw, code, idJet }, query] = await Promise.all([params, searchParams]);
  const locale = raw as Locale;
  setRequestLocale(locale);
  const id = numericId().safeParse(idJet);
  if (!id.success) notFound();
  return (
    <main id="content" className="webshop-main">
      <MovedDateRefund code={code} idJet={id.data} token={query.token} locale={locale} />
    </main>
  );
}
