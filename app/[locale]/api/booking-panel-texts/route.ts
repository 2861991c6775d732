// GET /{locale}/api/booking-panel-texts/ - the messages of the open booking widget ({ BookingWidget }, and the
// waiting list's link for a sold-out date),
// fetched when a visitor first opens one (in every event page's data they were ~2.6 KB)
import { getMessages } from 'next-intl/server';
import { everyLocale, localeJson } from '@/lib/api';

// From messages/*.json alone: made at build time, one file per language.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = everyLocale;
export const GET = localeJson(async (locale) => {
  const messages = await getMessages({ locale });
  // Sold out: the panel links to the date's waiting list with this one sentence.
  const waitingList = messages.WaitingList as { soldOutLink: string };
  return {
    BookingWidget: messages.BookingWidget,
    WaitingList: { soldOutLink: waitingList.soldOutLink },
    // The chosen discounts' heading of the main view.
    shop51: messages.shop51,
  };
});
