/**
 * Numeric cart error codes, in the style of the ticket system the widget was built for (docs/requirements.md §7/§8).
 * The server answers `{ detail, code }`; the widget turns the code into a sentence in the page's
 * language with cartErrorMessageKey.
 */
export const CART_ERROR = {
  /** Not enough (connected) seats left on a seated date (a seat plan). */
  notEnoughSeats: -214,
  /** Not enough places left on a general-admission date (standing room, counted places, timeslots). */
  notEnoughPlaces: -213,
  /** The cart has nothing reserved (empty or already checked out). */
  noReservation: -204,
  /** No ticket sale for this event date. */
  unknownEvent: -200,
  /** The seat group does not exist for this event date or is not on sale. */
  seatGroupUnavailable: -202,
  /** A sale type is not offered in the chosen seat group. */
  unknownSaleType: -203,
  /** The timeslot does not exist, is not on sale, or is missing for a timed seat group. */
  timeslotUnavailable: -205,
  /** The cart line to change does not exist in this cart. */
  unknownLine: -206,
  /** More tickets of one date than one order may have (setting max_tickets_per_order). */
  orderLimit: -215,
  /** More seats held at once than one client may (setting max_held_per_client); 429 with Retry-After. */
  holdLimit: -216,
  /** A seat chosen on the plan was taken meanwhile (or is blocked); the plan shows the seats anew. */
  seatTaken: -218,
  /** The choice would leave a single empty seat between taken ones (setting no_single_seat_gap). */
  singleSeatGap: -219,
  /** A seated cart line takes more seats only by choosing them on the plan or adding anew. */
  seatedLineFixed: -220,
  /** The hold was already extended once. */
  extensionUsed: -217,
  /** Online sale of this date has not started yet, or has ended. */
  saleNotStarted: -231,
  saleEnded: -232,
  /** This series is not sold as a subscription (or has no dates left to sell). */
  subscriptionUnavailable: -240,
  /** Online payment was chosen but no provider is configured. */
  paymentUnavailable: -251,
  /** Voucher code unknown, not yet paid, expired or used up. */
  voucherInvalid: -260,
  /** Too many requests in a short time (rate limit); 429 with Retry-After. */
  rateLimited: -429,
  /** The webshop is switched off in the site settings. */
  shopOffline: -230,
  /** Another purchase holds the seats right now (lock timeout); trying again shortly works. */
  busy: -250,
  /**
   * The shop is over capacity and the visitor is not admitted yet: 503 with Retry-After. The visitor
   * keeps a place in line through a cookie; the booking widget says so and tries again by itself.
   */
  waitingRoom: -253,
  /** The request came from another site. */
  foreignOrigin: -403,
} as const;

/** Codes that have their own sentence (docs/requirements.md §8); any other numeric code reads 'Error {code}'. */
export function cartErrorMessageKey(
  code: unknown,
):
  | 'notEnoughSeats'
  | 'notEnoughPlaces'
  | 'seatTaken'
  | 'singleSeatGap'
  | 'noReservation'
  | 'shopOffline'
  | 'busy'
  | 'waitingRoom'
  | 'orderLimit'
  | 'holdLimit'
  | 'saleNotStarted'
  | 'saleEnded'
  | 'rateLimited'
  | 'failed'
  | 'errorCode' {
  switch (code) {
    case CART_ERROR.orderLimit:
      return 'orderLimit';
    case CART_ERROR.holdLimit:
      return 'holdLimit';
    case CART_ERROR.saleNotStarted:
      return 'saleNotStarted';
    case CART_ERROR.saleEnded:
      return 'saleEnded';
    case CART_ERROR.rateLimited:
      return 'rateLimited';
    case CART_ERROR.notEnoughSeats:
      return 'notEnoughSeats';
    case CART_ERROR.notEnoughPlaces:
      return 'notEnoughPlaces';
    case CART_ERROR.seatTaken:
      return 'seatTaken';
    case CART_ERROR.singleSeatGap:
      return 'singleSeatGap';
    case CART_ERROR.noReservation:
      return 'noReservation';
    case CART_ERROR.shopOffline:
      return 'shopOffline';
    case CART_ERROR.busy:
      return 'busy';
    case CART_ERROR.waitingRoom:
      return 'waitingRoom';
    default:
      return typeof code === 'number' && Number.isFinite(code) ? 'errorCode' : 'failed';
  }
}
