import { describe, expect, it } from 'vitest';
import { cents, invoiceNumber, lineAmounts, totalsPerRate, vatOf } from './vat';

describe('invoice VAT arithmetic', () => {
  it('takes the VAT out of a gross price, rounded half up to the cent', () => {
    expect(vatOf(1200, 7)).toBe(79); // 1200·7/107 = 78.50… → 79
    expect(vatOf(1000, 19)).toBe(160); // 159.66 → 160
    expect(vatOf(850, 7)).toBe(56); // 55.61 → 56
    expect(vatOf(107, 7)).toBe(7);
    expect(vatOf(119, 19)).toBe(19);
    expect(vatOf(5000, 0)).toBe(0);
    expect(vatOf(-1200, 7)).toBe(-79);
  });

  it('keeps net + VAT = gross on every line and in the totals per rate', () => {
    const lines = [
      { ...lineAmounts(3, 1250, 7), vat_rate: 7 },
      { ...lineAmounts(1, 899, 19), vat_rate: 19 },
      { ...lineAmounts(2, 333, 7), vat_rate: 7 },
      { ...lineAmounts(1, 2500, 0), vat_rate: 0 },
    ];
    for (const l of lines) expect(l.net_cents + l.vat_cents).toBe(l.gross_cents);
    const totals = totalsPerRate(lines);
    expect(totals.map((t) => t.vat_rate)).toEqual([0, 7, 19]);
    expect(totals[1]).toEqual({ vat_rate: 7, gross_cents: 4416, vat_cents: 245 + 44, net_cents: 4416 - 289 });
    expect(totals[0].vat_cents).toBe(0);
    expect(totals.reduce((s, t) => s + t.gross_cents, 0)).toBe(3750 + 899 + 666 + 2500);
  });

  it('a cancellation is the exact negative of the same line', () => {
    const line = lineAmounts(2, 1250, 19);
    const back = lineAmounts(2, -1250, 19);
    expect(back).toEqual({ net_cents: -line.net_cents, vat_cents: -line.vat_cents, gross_cents: -line.gross_cents });
  });

  it('parses decimal prices to cents and formats numbers', () => {
    expect(cents('12.00')).toBe(1200);
    expect(cents('8,5')).toBe(850);
    expect(cents('-3.10')).toBe(-310);
    expect(() => cents('abc')).toThrow();
    expect(invoiceNumber('', 2026, 123)).toBe('2026-000123');
    expect(invoiceNumber('MV-', 2027, 1)).toBe('MV-2027-000001');
  });
});
