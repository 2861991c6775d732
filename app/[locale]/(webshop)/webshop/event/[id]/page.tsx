import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { parseId } from '@/lib/params';
import { getShopEvent, readShopError, ShopEventView } from '@/features/webshop/server';
import { shopEventTitle } from '@/features/webshop';
import { WaitingListSignup } from '@/features/waiting-list/server';

// Seats left change with every sale: rendered per request (the page reads no cookies).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/webshop/event/[id]'>): Promise<Metadata> {
  const { id, locale } = await params;
  const idJet = parseId(id);
  const event = idJet ? await getShopEvent(idJet, locale as Locale) : null;
  if (!event) return {};
  // Dates of one production have their own titles: the day and start in Berlin time, localized.
  const t = await getTranslations({ locale: locale as Locale, namespace: 'shop51' });
  return { title: shopEventTitle((values) => t('metaTitle', values), event.title, event.date_start, locale as Locale) };
}

/** /webshop/event/{id_jet}: one event date's tickets. Unknown or malformed ids are a 404. */
export default async function ShopEventPage({ params, searchParams }: PageProps<'/[locale]/webshop/event/[id]'>) {
  const { id, locale: raw } = await params;
  const locale = raw as Locale;
  const idJet = parseId(id);
  if (idJet === null) notFound();
  setRequestLocale(locale);
  return (
    <main id="content" className="webshop-main">
      <ShopEventView
        idJet={idJet}
        locale={locale}
        error={readShopError(await searchParams)}
        soldOut={({ seatGroup, max }) => (
          <WaitingListSignup idJet={idJet} seatGroup={seatGroup} locale={locale} max={max} />
        )}
      />
    </main>
  );
}
