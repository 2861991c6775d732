import { createTranslator, type Messages } from 'next-intl';
import type { Locale } from '@/i18n/config';

export type CheckInMessages = Messages['CheckIn'];
export type SeatMessages = Messages['TicketSeat'];

/**
 * The check-in page's texts, handed over by the server page: this staff-only namespace is not in
 * the messages every public page sends to the browser.
 */
export const checkInTranslator = (locale: Locale, messages: CheckInMessages) =>
  createTranslator({ locale, messages: { CheckIn: messages }, namespace: 'CheckIn' });

export type CheckInTranslator = ReturnType<typeof checkInTranslator>;

/** The seat texts (block, row, seat) the gate's answer names a seated ticket with. */
export const seatTranslator = (locale: Locale, messages: SeatMessages) =>
  createTranslator({ locale, messages: { TicketSeat: messages }, namespace: 'TicketSeat' });

export type SeatTranslator = ReturnType<typeof seatTranslator>;
