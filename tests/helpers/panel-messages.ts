import type { AbstractIntlMessages } from 'next-intl';
import de from '@/messages/de.json';

/**
 * For vi.mock of the booking panel's messages (features/webshop/components/booking-widget/
 * panel-messages.ts): what /de/api/booking-panel-texts/ answers, without a fetch, so the tests' own
 * fetch stubs see only cart and offer calls. `panelMessagesControl.fail` makes the fetch fail.
 */
const loaded = Promise.resolve({
  BookingWidget: de.BookingWidget,
  WaitingList: { soldOutLink: de.WaitingList.soldOutLink },
  shop51: de.shop51,
} as AbstractIntlMessages);
const failed = Promise.resolve(null);
export const panelMessagesControl = { fail: false };
export const panelMessagesMock = { panelMessages: () => (panelMessagesControl.fail ? failed : loaded) };
