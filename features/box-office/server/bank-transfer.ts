import 'server-only';
import { groupIban } from '@/features/invoices';
import { readBillingSettings } from '@/features/settings/server';
import { parsePriceToCents } from '../price';
import type { OrderView } from '../types';

/** What a buyer needs to pay an order by bank transfer; the reference is the order code. */
export type BankTransfer = { holder: string; iban: string; bic: string; amount: string; reference: string };

/**
 * Whether the buyer is asked to transfer money: a confirmed order paid "by invoice / at the museum"
 * with something left to pay (paid, free, online and counter orders are not).
 */
function paysByTransfer(order: Pick<OrderView, 'payment_method' | 'status' | 'amount_due'>): boolean {
  return order.payment_method === 'invoice' && order.status === 'reserved' && parsePriceToCents(order.amount_due) > 0;
}

/**
 * The venue's account (billing settings) for an order paid by transfer, the IBAN grouped in fours;
 * null when the order is not paid by transfer or no IBAN is set (then mail and PDF print no empty
 * fields, and the back office warns staff: bankDetailsMissing).
 */
export async function bankTransfer(
  order: Pick<OrderView, 'payment_method' | 'status' | 'amount_due' | 'code'>,
): Promise<BankTransfer | null> {
  if (!paysByTransfer(order)) return null;
  const settings = await readBillingSettings();
  if (!settings.iban.trim()) return null;
  return {
    holder: settings.bank_holder.trim() || settings.venue_name.trim(),
    iban: groupIban(settings.iban),
    bic: settings.bic.trim().toUpperCase(),
    amount: order.amount_due,
    reference: order.code,
  };
}

/** True when orders paid by transfer would go out without bank details (no IBAN in the billing settings). */
export async function bankDetailsMissing(): Promise<boolean> {
  return !(await readBillingSettings()).iban.trim();
}
