import type { Metadata } from 'next';
import type { Messages } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { requireRolePage } from '@/features/auth/server';
import { CheckInScanner } from '@/features/dashboard/client';
import { DashboardChrome } from '@/features/dashboard/server';

// Per request: it reads the session cookie (the root layout is otherwise cached).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/dashboard/check-in'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'CheckIn' });
  return { title: t('title'), robots: { index: false } };
}

/** Staff at the gate: scan or type ticket codes; each is admitted once (POST /api/check-in/). */
export default async function CheckInPage({ params }: PageProps<'/[locale]/dashboard/check-in'>) {
  const locale = (await params).locale as Locale;
  await requireRolePage(locale, `/${locale}/dashboard/check-in`, ['door', 'box_office']);
  // Only this page's texts go to the browser; the scanner is staff-only code, imported by no public page.
  const messages = (await getMessages({ locale })) as Messages;
  return (
    <DashboardChrome locale={locale}>
      <main id="content">
        <CheckInScanner locale={locale} messages={messages.CheckIn} seatMessages={messages.TicketSeat} />
      </main>
    </DashboardChrome>
  );
}
