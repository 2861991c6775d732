import { fill, type PluralTexts } from '@/i18n/client-texts';
import type { Locale } from '@/i18n/config';
import { formatPrice } from '@/features/box-office';
import type { MapSeat, SeatMap, SeatStatus } from '../types';

/**
 * The plan's texts, made on the server (seat-texts.server.ts) with `{name}` placeholders: the server
 * labels every seat with them, and the browser relabels a seat whose state changed with the same
 * function, so a seat reads alike before and after a poll.
 */
export type SeatLabelTexts = {
  /** 'Reihe {row}, Platz {number}' */
  seat: string;
  /** '{section}, Reihe {row}, Platz {number}': plans with more than one block repeat row labels. */
  sectionSeat: string;
  states: Record<Exclude<SeatStatus, 'free'>, string>;
  wheelchair: string;
  companion: string;
  restricted: string;
};

/** The texts of the picker (panel, announcements, cart answers), all made on the server. */
export type SeatPickerTexts = {
  label: SeatLabelTexts;
  selected: string;
  deselected: string;
  unavailable: string;
  lost: string;
  maxReached: PluralTexts;
  panel: string;
  empty: string;
  count: PluralTexts;
  priceFor: string;
  remove: string;
  total: string;
  addToCart: string;
  /** The phone's bar under the plan: to the list of chosen seats. */
  toPanel: string;
  partial: string;
  zoomIn: string;
  zoomOut: string;
  loading: PluralTexts;
  success: PluralTexts;
  reserved: PluralTexts;
  toCart: string;
  errorCodeLabel: string;
  /** The cart's answers by cartErrorMessageKey; orderLimit with `{count}` for the limit, holdLimit with `{limit}`. */
  errors: {
    notEnoughSeats: string;
    seatTaken: string;
    singleSeatGap: string;
    noReservation: string;
    shopOffline: string;
    busy: string;
    orderLimit: PluralTexts;
    holdLimit: string;
    saleNotStarted: string;
    saleEnded: string;
    rateLimited: string;
    failed: string;
    errorCode: string;
  };
};

type SeatName = Pick<MapSeat, 'section' | 'row' | 'number'>;

/** 'Reihe 5, Platz 12', with the block first when the plan has more than one. */
export function seatName(texts: SeatLabelTexts, seat: SeatName, withSection: boolean): string {
  return fill(withSection ? texts.sectionSeat : texts.seat, {
    section: seat.section,
    row: seat.row,
    number: seat.number,
  });
}

export type SeatCategory = Pick<SeatMap['seat_groups'][number], 'seat_group' | 'category' | 'price'>;

/**
 * A seat's accessible name: 'Reihe 5, Platz 12, Kategorie A, 24 €', then what is special about it
 * (wheelchair space, companion seat, restricted view) and, when it is not free, its state.
 */
export function seatLabel(
  texts: SeatLabelTexts,
  seat: Omit<MapSeat, 'id' | 'x' | 'y'>,
  category: SeatCategory | undefined,
  locale: Locale,
  withSection: boolean,
): string {
  const parts = [seatName(texts, seat, withSection)];
  if (category) parts.push(category.category);
  if (category?.price) parts.push(formatPrice(category.price, locale));
  if (seat.wheelchair) parts.push(texts.wheelchair);
  if (seat.companion) parts.push(texts.companion);
  if (seat.restricted) parts.push(texts.restricted);
  if (seat.status !== 'free') parts.push(texts.states[seat.status]);
  return parts.join(', ');
}
