/**
 * The money rules of a cancellation, pure so the order page, the API and the tests compute alike.
 * Amounts in integer cents.
 */

/** The fee kept from a visitor's cancellation: a percentage of the cancelled tickets' price, rounded to cents. */
export const cancelFee = (valueCents: number, percent: number) =>
  Math.max(0, Math.min(valueCents, Math.round((valueCents * percent) / 100)));

/**
 * How the value of cancelled tickets goes back when an order was paid with money and voucher
 * credit: money first, up to what was paid by money and not refunded yet; the rest as voucher
 * credit. The fee is kept from the money part only (voucher credit always comes back whole).
 */
export function splitRefund(input: { valueCents: number; moneyLeftCents: number; feeCents: number }) {
  const moneyPart = Math.max(0, Math.min(input.valueCents, input.moneyLeftCents));
  const voucherCents = input.valueCents - moneyPart;
  const feeCents = Math.min(input.feeCents, moneyPart);
  return { moneyCents: moneyPart - feeCents, voucherCents, feeCents };
}

/**
 * The hours before a date until which visitors may cancel: the date's own setting, else its
 * production's, else the venue's (billing settings); null: visitors may not cancel.
 */
export const cancelDeadlineHours = (date: number | null, production: number | null, venue: number | null) =>
  date ?? production ?? venue;

/** Whether a ticket of a date starting at `start` may still be cancelled by its buyer at `now`. */
export function withinDeadline(start: Date | null, hours: number | null, now: Date) {
  if (hours === null || !start) return false;
  return now.getTime() <= start.getTime() - hours * 3600_000;
}

/** The idempotency key of a cancellation: the order and the sorted ticket code ids (one refund per set). */
export const refundKey = (orderId: number, codeIds: number[], part: 'money' | 'voucher' = 'money') =>
  `refund:${orderId}:${[...codeIds].sort((a, b) => a - b).join(',')}${part === 'voucher' ? ':voucher' : ''}`;
