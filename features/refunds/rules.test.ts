import { describe, expect, it } from 'vitest';
import { cancelDeadlineHours, cancelFee, refundKey, splitRefund, withinDeadline } from './rules';

describe('the money rules of a cancellation', () => {
  it('keeps the fee as a percentage of the price, rounded to cents', () => {
    expect(cancelFee(1200, 10)).toBe(120);
    expect(cancelFee(850, 15)).toBe(128); // 127.5 rounds up
    expect(cancelFee(999, 0)).toBe(0);
    expect(cancelFee(500, 150)).toBe(500);
  });

  it('gives money back first, then voucher credit; the fee only from the money', () => {
    expect(splitRefund({ valueCents: 1200, moneyLeftCents: 400, feeCents: 0 })).toEqual({
      moneyCents: 400,
      voucherCents: 800,
      feeCents: 0,
    });
    expect(splitRefund({ valueCents: 1200, moneyLeftCents: 2400, feeCents: 120 })).toEqual({
      moneyCents: 1080,
      voucherCents: 0,
      feeCents: 120,
    });
    // Paid by voucher alone: nothing to keep a fee from.
    expect(splitRefund({ valueCents: 1200, moneyLeftCents: 0, feeCents: 120 })).toEqual({
      moneyCents: 0,
      voucherCents: 1200,
      feeCents: 0,
    });
  });

  it('takes the date’s deadline, else the production’s, else the venue’s; none: never', () => {
    expect(cancelDeadlineHours(2, 24, 48)).toBe(2);
    expect(cancelDeadlineHours(null, 24, 48)).toBe(24);
    expect(cancelDeadlineHours(null, null, 48)).toBe(48);
    expect(cancelDeadlineHours(null, null, null)).toBeNull();
    const start = new Date('2026-07-05T18:00:00Z');
    expect(withinDeadline(start, 24, new Date('2026-07-04T18:00:00Z'))).toBe(true);
    expect(withinDeadline(start, 24, new Date('2026-07-04T18:00:01Z'))).toBe(false);
    expect(withinDeadline(start, null, new Date('2026-01-01T00:00:00Z'))).toBe(false);
  });

  it('names a cancellation by its order and sorted tickets', () => {
    expect(refundKey(7, [30, 4, 12])).toBe('refund:7:4,12,30');
    expect(refundKey(7, [12, 4], 'voucher')).toBe('refund:7:4,12:voucher');
  });
});
