import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { clientFromHeaders, readShopError, ShopVouchersView } from '@/features/webshop/server';

// The balance check (?code=) answers per request and per client (rate limit on unknown codes).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/webshop/vouchers'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'ShopVouchers' });
  return { title: t('title') };
}

/** /webshop/vouchers ('Gutschein bestellen'): order value vouchers, check a voucher's balance. */
export default async function ShopVouchersPage({ params, searchParams }: PageProps<'/[locale]/webshop/vouchers'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const query = await searchParams;
  const code = typeof query.code === 'string' && query.code.trim() ? query.code : null;
  return (
    <main id="content" className="webshop-main">
      <ShopVouchersView
        locale={locale}
        error={readShopError(query)}
        code={code}
        client={clientFromHeaders(await headers())}
      />
    </main>
  );
}
