import { createTranslator, type Messages } from 'next-intl';
import type { Locale } from '@/i18n/config';

export type SeatDeskMessages = Messages['SeatDesk'];

/**
 * The seat desk's texts, handed over by the server page: this staff-only namespace is not in the
 * messages every public page sends to the browser.
 */
export const seatDeskTranslator = (locale: Locale, messages: SeatDeskMessages) =>
  createTranslator({ locale, messages: { SeatDesk: messages }, namespace: 'SeatDesk' });

export type SeatDeskTranslator = ReturnType<typeof seatDeskTranslator>;
