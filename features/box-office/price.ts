import { localeIso, type Locale } from '@/i18n/config';

/**
 * Prices travel as decimal strings ("12.00") so no float ever rounds a euro away. Parsing goes to
 * whole cents; display drops ".00" and uses the locale's decimal sign (docs/requirements.md §9: "12 €", "8,50 €").
 */
export function parsePriceToCents(price: string): number {
  const match = /^\s*(-?)(\d+)(?:[.,](\d{1,2}))?\s*$/.exec(price);
  if (!match) throw new Error(`Not a price: "${price}"`);
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

export function centsToPrice(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function formatPrice(price: string | number, locale: Locale, currency = 'EUR'): string {
  const cents = typeof price === 'number' ? Math.round(price * 100) : parsePriceToCents(price);
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(localeIso[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** Free prices (0.00) do not make an event bookable (docs/requirements.md §2, sticky navigation). */
export function isFreePrice(price: string): boolean {
  return parsePriceToCents(price) === 0;
}
