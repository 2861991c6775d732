import 'server-only';

/**
 * Payment behind one interface so an online provider can be added later without touching the
 * checkout. Today every order is reserved and paid at the box office on the day of the visit.
 */
export type PaymentStart = { kind: 'pay-at-box-office' } | { kind: 'redirect'; url: string };

export interface PaymentProvider {
  readonly id: string;
  /** Called after the order is stored; may send the buyer to a payment page. */
  start(order: { code: string; total: string; email: string }): Promise<PaymentStart>;
}

export const boxOfficePayment: PaymentProvider = {
  id: 'box-office',
  async start() {
    return { kind: 'pay-at-box-office' };
  },
};

export function paymentProvider(): PaymentProvider {
  return boxOfficePayment;
}
