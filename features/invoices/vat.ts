/**
 * Invoice arithmetic in whole cents. Prices are gross (VAT included); each line's VAT is
 * round(gross × rate / (100 + rate)), half away from zero, and its net is gross minus VAT, so
 * net + VAT = gross holds on every line and every total exactly.
 */

/** A decimal price string ("12.00", "8,5", "-3.10") as whole cents. */
export function cents(price: string): number {
  const match = /^\s*(-?)(\d+)(?:[.,](\d{1,2}))?\s*$/.exec(price);
  if (!match) throw new Error(`Not a price: "${price}"`);
  const [, sign, whole, fraction = ''] = match;
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -value : value;
}

/** The VAT contained in a gross amount at `rate` percent, in cents (a negative gross gives a negative VAT). */
export function vatOf(grossCents: number, rate: number): number {
  if (rate === 0 || grossCents === 0) return 0;
  const abs = Math.abs(grossCents);
  // integer half-up of abs*rate/(100+rate): (2·abs·rate + (100+rate)) div (2·(100+rate))
  const vat = Math.floor((2 * abs * rate + (100 + rate)) / (2 * (100 + rate)));
  return grossCents < 0 ? -vat : vat;
}

export type Amounts = { net_cents: number; vat_cents: number; gross_cents: number };

/** A line's amounts from its quantity and unit gross price. */
export function lineAmounts(quantity: number, unitGrossCents: number, rate: number): Amounts {
  const gross = quantity * unitGrossCents;
  const vat = vatOf(gross, rate);
  return { net_cents: gross - vat, vat_cents: vat, gross_cents: gross };
}

export type RateTotal = Amounts & { vat_rate: number };

/** Totals per VAT rate (ascending rate) of lines already computed; sums of the lines, never recomputed. */
export function totalsPerRate(lines: (Amounts & { vat_rate: number })[]): RateTotal[] {
  const byRate = new Map<number, RateTotal>();
  for (const line of lines) {
    const total = byRate.get(line.vat_rate) ?? { vat_rate: line.vat_rate, net_cents: 0, vat_cents: 0, gross_cents: 0 };
    total.net_cents += line.net_cents;
    total.vat_cents += line.vat_cents;
    total.gross_cents += line.gross_cents;
    byRate.set(line.vat_rate, total);
  }
  return [...byRate.values()].sort((a, b) => a.vat_rate - b.vat_rate);
}

/** The sum of lines. */
export function sumAmounts(lines: Amounts[]): Amounts {
  return lines.reduce(
    (s, l) => ({
      net_cents: s.net_cents + l.net_cents,
      vat_cents: s.vat_cents + l.vat_cents,
      gross_cents: s.gross_cents + l.gross_cents,
    }),
    { net_cents: 0, vat_cents: 0, gross_cents: 0 },
  );
}

/** Invoice number `{prefix}{year}-{seq padded to 6}`, e.g. `2026-000123` or `MV-2026-000001`. */
export function invoiceNumber(prefix: string, year: number, seq: number): string {
  return `${prefix}${year}-${String(seq).padStart(6, '0')}`;
}
