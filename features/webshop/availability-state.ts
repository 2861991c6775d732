/**
 * From this many places left down to one, the programme list, the event page and the booking widget
 * say "only N places left" (the shop's own page turns its seats-left line ochre at the same number).
 * A fixed count rather than a share of the capacity: "only 500 places left" of 5,000 urges nobody.
 */
export const FEW_PLACES_LEFT = 10;

export type AvailabilityState = 'soldOut' | 'few' | 'open';

export function availabilityState(left: number): AvailabilityState {
  return left <= 0 ? 'soldOut' : left <= FEW_PLACES_LEFT ? 'few' : 'open';
}
