import { formatPrice, isFreePrice } from '@/features/box-office';
import type { Locale } from '@/i18n/config';

/**
 * Price display of the programme (docs/requirements.md §9: no '.00', decimal comma in German). The box office owns
 * the formatter; this is the one place the programme takes it from, plus the rules built on it.
 */
export { formatPrice };

/** Prices that make an event bookable: 0.00 does not count (docs/requirements.md §2, sticky navigation). */
export function bookablePrices<T extends { price: string }>(prices: T[]): T[] {
  return prices.filter((p) => !isFreePrice(p.price));
}

/** 'ab 9 €' style range text parts: lowest and highest price, formatted; null without prices. */
export function priceRange(prices: { price: string }[], locale: Locale): { from: string; to: string } | null {
  const values = bookablePrices(prices).map((p) => Number(p.price));
  if (!values.length) return null;
  return { from: formatPrice(Math.min(...values), locale), to: formatPrice(Math.max(...values), locale) };
}
