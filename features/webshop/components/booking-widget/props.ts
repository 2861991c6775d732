import type { Locale } from '@/i18n/config';
import type { SeatGroup, TicketPriceItem } from '@/features/box-office/types';

/**
 * Made on the server (`bookingWidgetTexts`): the closed widget's texts (`{event}` filled in the
 * browser). The panel, which alone uses next-intl, fetches its messages when it opens; `failed`
 * is what it says when that fetch fails.
 */
export type BookingWidgetTexts = {
  locale: Locale;
  open: string;
  openLabel: string;
  region: string;
  failed: string;
};

/** docs/requirements.md §3 'Booking widget inputs' plus where it is shown ('list' adds 'Weitere hinzufügen'). */
export type BookingWidgetProps = {
  texts: BookingWidgetTexts;
  text: string;
  prices: TicketPriceItem[];
  seatGroups: SeatGroup[];
  ticketUrl: string | null;
  idJet: number;
  dateStart: string | null;
  variant?: 'detail' | 'list';
  /** Opens on mount, its button focused: the quick-buy button it replaces was just pressed. */
  startOpen?: boolean;
  /** Places left per seat group code, once the browser knows them (the widget asks itself). */
  placesLeft?: Record<string, number>;
};
