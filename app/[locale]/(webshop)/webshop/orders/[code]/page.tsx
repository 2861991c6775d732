import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { buyerOrder, OrderView } from '@/features/webshop/server';
import { VisitorCancel } from '@/features/refunds/server';

// The secret link decides what is shown: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/webshop/orders/[code]'>): Promise<Metadata> {
  const { locale, code } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'ShopOrder' });
  // The token in the address must not travel to other sites in a Referer.
  return { title: t('title', { code: code.slice(0, 20) }), referrer: 'same-origin' };
}

/** A guest's order (/webshop/orders/{code}?token=…, the link in every mail); without the right token a 404. */
export default async function OrderPage({ params, searchParams }: PageProps<'/[locale]/webshop/orders/[code]'>) {
  const [{ locale: raw, code }, query] = await Promise.all([params, searchParams]);
  const locale = raw as Locale;
  setRequestLocale(locale);
  const view = await buyerOrder(code, query.token, locale);
  if (!view) notFound();
  return (
    <main id="content" className="webshop-main">
      <OrderView view={view} locale={locale} refused={typeof query.error === 'string'} />
      <VisitorCancel
        code={view.order.code}
        locale={locale}
        error={typeof query.cancel_error === 'string' ? query.cancel_error : undefined}
      />
    </main>
  );
}
