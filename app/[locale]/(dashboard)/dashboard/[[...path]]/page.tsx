import type { Metadata } from 'next';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { requireStaffPage } from '@/features/auth/server';
import { BackOffice } from '@/features/dashboard/client';

// Per request: it reads the session cookie. Without this marker the production build would try to
// prerender the page and answer 500 (issue 14).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Backoffice', robots: { index: false } };

/**
 * /{lang}/dashboard and every path below it that has no page of its own: the back office
 * (react-admin), whose own router shows lists (/events), forms (/events/12) and the rest. Every role
 * enters; the app shows only what the role may use, and every API behind it checks the role again.
 */
export default async function BackOfficePage({ params }: PageProps<'/[locale]/dashboard/[[...path]]'>) {
  const { locale, path } = await params;
  const here = `/${locale}/dashboard${path?.length ? `/${path.map(encodeURIComponent).join('/')}` : ''}`;
  const user = await requireStaffPage(locale, here);
  const messages = (await getMessages({ locale: locale as Locale })) as {
    Admin: Parameters<typeof BackOffice>[0]['messages'];
    TicketSeat: Parameters<typeof BackOffice>[0]['messages']['ticketSeat'];
    SeatDesk: unknown;
    SeatPlanEditor: unknown;
    StaffRoles: unknown;
    VisitorAdmin: unknown;
    SalesReports: unknown;
    WaitingList: unknown;
    Counter: unknown;
    Invoices: unknown;
    Refunds: unknown;
    orders51: unknown;
    backOffice51: unknown;
    editor51: unknown;
  };
  return (
    <BackOffice
      locale={locale as Locale}
      messages={{
        ...messages.Admin,
        ticketSeat: messages.TicketSeat,
        namespaces: {
          SeatPlanEditor: messages.SeatPlanEditor,
          SeatDesk: messages.SeatDesk,
          StaffRoles: messages.StaffRoles,
          VisitorAdmin: messages.VisitorAdmin,
          SalesReports: messages.SalesReports,
          WaitingList: messages.WaitingList,
          Counter: messages.Counter,
          Invoices: messages.Invoices,
          Refunds: messages.Refunds,
          orders51: messages.orders51,
          backOffice51: messages.backOffice51,
          editor51: messages.editor51,
        },
      }}
      user={{
        username: user.username,
        name: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username,
        role: user.role,
      }}
    />
  );
}
