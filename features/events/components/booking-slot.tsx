import { useTranslations } from 'next-intl';
import type { TicketOffer } from '@/features/ticketing';
import { bookablePrices } from '../price';

export type BookingSlotProps = {
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
export function BookingSlot({ title, ticketUrl, offer, cancelled }: BookingSlotProps) {
  const t = useTranslations('EventDetail');
  if (cancelled || !ticketUrl || !offer || bookablePrices(offer.prices).length === 0) return null;
  return (
    <a className="button" href={ticketUrl} aria-label={t('bookTicketsFor', { title })}>
      {t('bookTickets')}
    </a>
  );
}
