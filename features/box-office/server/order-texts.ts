import 'server-only';
// use-intl/core is what next-intl re-exports on the server; importing it directly keeps this module
// loadable outside Next (scripts and benchmarks run with the react-server condition).
import { createTranslator } from 'use-intl/core';
import { isLocale, localeIso, timeZone, type Locale } from '@/i18n/config';
import { seatRows, seatText } from '../seat-text';
import type { OrderTicket, OrderView } from '../types';

/** The language of an order's documents (mail, PDF, calendar): the buyer's. */
export const orderLocale = (order: Pick<OrderView, 'locale'>): Locale => (isLocale(order.locale) ? order.locale : 'de');

/**
 * Texts for the documents of an order (mails, PDF tickets), outside any page: the BoxOfficeMail
 * messages, the museum's name and the seat texts in one language, and a Berlin date formatter.
 */
export async function orderTexts(locale: Locale) {
  const messages = (await import(`../../../messages/${locale}.json`)).default;
  const t = createTranslator({ locale, messages, namespace: 'BoxOfficeMail' });
  const common = createTranslator({ locale, messages, namespace: 'Common' });
  const seat = createTranslator({ locale, messages, namespace: 'TicketSeat' });
  const orders51 = createTranslator({ locale, messages, namespace: 'orders51' });
  const full = new Intl.DateTimeFormat(localeIso[locale], { dateStyle: 'full', timeStyle: 'short', timeZone });
  const day = new Intl.DateTimeFormat(localeIso[locale], { dateStyle: 'full', timeZone });
  const time = new Intl.DateTimeFormat(localeIso[locale], { hour: '2-digit', minute: '2-digit', timeZone });
  return {
    t,
    /** The orders51 messages: bank transfer details, venue and status texts of mails and PDF. */
    t51: orders51,
    museum: common('siteName'),
    /** The TicketSeat messages: labels of the PDF's seat line. */
    seatLabels: { block: seat('block'), row: seat('row'), number: seat('number') },
    /** A ticket's seat in words ("Parkett, Reihe 5, Platz 12"), null for general admission. */
    ticketSeat: (ticket: Pick<OrderTicket, 'seat'>) => (ticket.seat ? seatText(seat, ticket.seat) : null),
    /** Several tickets' seats, one text per block and row. */
    seatRows: (seats: OrderTicket['seat'][]) =>
      seatRows(
        seat,
        seats.filter((s) => s !== null),
      ),
    when: (iso: string | null) => (iso ? full.format(new Date(iso)) : ''),
    /** A ticket's date: the timeslot when it has one ("Samstag, 5. Juli 2026, 13:00–14:00"), else the date's start. */
    ticketWhen: (ticket: { date_start: string | null; time_start: string | null; time_end: string | null }) =>
      ticket.time_start && ticket.time_end
        ? `${day.format(new Date(ticket.time_start))}, ${time.format(new Date(ticket.time_start))}–${time.format(new Date(ticket.time_end))}`
        : ticket.date_start
          ? full.format(new Date(ticket.date_start))
          : '',
  };
}
