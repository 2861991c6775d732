import type { Locale } from '@/i18n/config';
import { fill, pluralText } from '@/i18n/client-texts';
import { cartErrorMessageKey } from '@/features/box-office';
import type { SeatPickerTexts } from './seat-texts';

/** A refused add to the cart as the booking widget words it (-218 seat taken, -219 single seat gap, …). */
export function cartAnswerText(
  texts: SeatPickerTexts,
  locale: Locale,
  code: number | null,
  limit: number | undefined,
): string {
  const key = cartErrorMessageKey(code);
  switch (key) {
    case 'orderLimit':
      return pluralText(texts.errors.orderLimit, locale, limit ?? 0);
    case 'holdLimit':
      return fill(texts.errors.holdLimit, { limit: limit ?? 0 });
    case 'errorCode':
      return fill(texts.errors.errorCode, { code: String(code) });
    case 'notEnoughPlaces':
      // General admission's answer; the seat plan only meets it when a date mixes both kinds.
      return texts.errors.notEnoughSeats;
    case 'waitingRoom':
      // Over capacity (the booking widget waits and retries by itself; the plan says 'busy, try again').
      return texts.errors.busy;
    default:
      return texts.errors[key];
  }
}
