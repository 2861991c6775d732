import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { buyerOrder, ConfirmView } from '@/features/webshop/server';

// The secret link decides what is shown: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/webshop/orders/[code]/confirm'>): Promise<Metadata> {
  const { locale, code } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'ShopOrder' });
  return { title: t('confirmTitle', { code: code.slice(0, 20) }), referrer: 'same-origin' };
}

/** The mail's confirmation link (/webshop/orders/{code}/confirm?token=…): a GET shows, only the button confirms. */
export default async function ConfirmPage({
  params,
  searchParams,
}: PageProps<'/[locale]/webshop/orders/[code]/confirm'>) {
  const [{ locale: raw, code }, query] = await Promise.all([params, searchParams]);
  const locale = raw as Locale;
  setRequestLocale(locale);
  const token = typeof query.token === 'string' ? query.token : undefined;
  const view = await buyerOrder(code, token, locale, 'confirm');
  if (!view || !token) notFound();
  return (
    <main id="content" className="webshop-main">
      <ConfirmView view={view} confirmToken={token} locale={locale} />
    </main>
  );
}
