import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { localizedShopHref } from '@/lib/proxy/rules';
import type { TicketOffer } from '@/features/box-office/types';
import { bookingWidgetTexts } from '@/features/webshop/server';
import { bookablePrices } from '../price';
// Box office (issue 5): the booking widget, a client island whose panel loads on demand.
import { BookingWidget } from '@/features/webshop/client';

export type BookingSlotProps = {
  locale: Locale;
  title: string;
  ticketUrl: string | null;
  idJet: number | null;
  dateStart: string;
  offer: TicketOffer | null;
  cancelled: boolean;
};

/**
 * Where the box office's booking widget sits on event and production pages. Until it does, the
 * 'Book tickets' button leads to the event's ticket_url (only when a price above 0.00 is on sale).
 */
export async function BookingSlot({ locale, title, ticketUrl, idJet, dateStart, offer, cancelled }: BookingSlotProps) {
  // Box office (issue 5): with an offer on sale the widget books directly into the cart.
  if (!cancelled && offer && idJet && bookablePrices(offer.prices).length > 0) {
    return (
      <BookingWidget
        texts={await bookingWidgetTexts(locale)}
        text={title}
        prices={offer.prices}
        seatGroups={offer.seat_groups}
        ticketUrl={ticketUrl && localizedShopHref(ticketUrl, locale)}
        idJet={idJet}
        dateStart={dateStart}
      />
    );
  }
  if (cancelled || !ticketUrl || !offer || bookablePrices(offer.prices).length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'EventDetail' });
  return (
    <a className="button" href={localizedShopHref(ticketUrl, locale)} aria-label={t('bookTicketsFor', { title })}>
      {t('bookTickets')}
    </a>
  );
}
