import type { SeatGroup, TicketPriceItem } from '../../types';

/** SPEC 3 'Booking widget inputs' plus where it is shown ('list' adds 'Weitere hinzufügen'). */
export type BookingWidgetProps = {
  text: string;
  prices: TicketPriceItem[];
  seatGroups: SeatGroup[];
  ticketUrl: string | null;
  idJet: number;
  dateStart: string | null;
  variant?: 'detail' | 'list';
};
