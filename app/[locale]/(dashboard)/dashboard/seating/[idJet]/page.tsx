import type { Metadata } from 'next';
import type { Messages } from 'next-intl';
import { notFound } from 'next/navigation';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { parseId } from '@/lib/params';
import { requireRolePage } from '@/features/auth/server';
import { DashboardChrome } from '@/features/dashboard/server';
import { SeatDesk } from '@/features/seating/client';
import { seatDesk } from '@/features/seating/server';

// Per request: it reads the session cookie and shows the seats as they are now.
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/dashboard/seating/[idJet]'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'SeatDesk' });
  return { title: t('title'), robots: { index: false } };
}

/** Staff: a seated date's seat desk (block and release seats, move buyers); 404 for general admission. */
export default async function SeatDeskPage({ params }: PageProps<'/[locale]/dashboard/seating/[idJet]'>) {
  const { locale: raw, idJet: rawId } = await params;
  const locale = raw as Locale;
  await requireRolePage(locale, `/${locale}/dashboard/seating/${encodeURIComponent(rawId)}`, 'box_office');
  const idJet = parseId(rawId);
  const desk = idJet === null ? null : await seatDesk(idJet, locale);
  if (!desk) notFound();
  // Only this page's texts go to the browser; the desk is staff-only code, imported by no public page.
  const messages = (await getMessages({ locale })) as Messages;
  return (
    <DashboardChrome locale={locale}>
      <main id="content">
        <SeatDesk locale={locale} messages={messages.SeatDesk} initial={desk} />
      </main>
    </DashboardChrome>
  );
}
