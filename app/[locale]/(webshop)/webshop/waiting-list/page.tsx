import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { WaitingListStatusView } from '@/features/waiting-list/server';

// What a form post or a mail link led to: read from the query, per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/webshop/waiting-list'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'WaitingList' });
  return { title: t('page.title'), robots: { index: false } };
}

/** /webshop/waiting-list: joined, refused, an ended offer, or leaving the list. */
export default async function WaitingListPage({ params, searchParams }: PageProps<'/[locale]/webshop/waiting-list'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return (
    <main id="content" className="webshop-main">
      <WaitingListStatusView locale={locale} query={await searchParams} />
    </main>
  );
}
