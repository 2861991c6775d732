import type { AbstractIntlMessages } from 'next-intl';
import type { Locale } from '@/i18n/config';
import cs from '@/messages/cs.json';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

/**
 * For vi.mock of the booking panel's messages (features/webshop/components/booking-widget/
 * panel-messages.ts): what /{locale}/api/booking-panel-texts/ answers, without a fetch, so the tests' own
 * fetch stubs see only cart and offer calls. `panelMessagesControl.fail` makes the fetch fail.
 */
const bundle = (messages: typeof de) =>
  Promise.resolve({
    BookingWidget: messages.BookingWidget,
    WaitingList: { soldOutLink: messages.WaitingList.soldOutLink },
    shop51: messages.shop51,
  } as AbstractIntlMessages);
const loaded = { de: bundle(de), en: bundle(en), cs: bundle(cs) };
const failed = Promise.resolve(null);
export const panelMessagesControl = { fail: false };
export const panelMessagesMock = {
  panelMessages: (locale: Locale = 'de') => (panelMessagesControl.fail ? failed : loaded[locale]),
};
