import type { Db } from '@/lib/db/client';
import { billingSettings } from '@/lib/db/schema';

/**
 * The demo operator as seller on invoices: the fictional foundation of the imprint (seed/legal.ts),
 * in Saxony, with the imprint's sample VAT id, a Saxon-style tax number and an account at the
 * regional savings bank (Ostsächsische Sparkasse Dresden, bank code 850 503 00; the account number is
 * made up, the IBAN's check digits hold), so orders paid by transfer show real-looking details. Admission to a museum of a public body or one certified by the Land is
 * exempt from VAT (§ 4 Nr. 20 a UStG): that is the note printed under 0 % lines.
 */
export async function seedBilling(database: Db) {
  await database.insert(billingSettings).values({
    id: 1,
    venueName: 'Stiftung Freilichtmuseum Lindenau',
    venueAddress: 'Am Dorfanger 1\n01234 Lindenau\nDeutschland',
    vatId: 'DE000000000',
    taxNumber: '203/143/00000',
    invoicePrefix: '',
    vatExemptNote: {
      de: 'Steuerfrei nach § 4 Nr. 20 Buchst. a UStG (Museum; Bescheinigung der Landesdirektion Sachsen liegt vor).',
      en: 'Exempt from VAT under section 4 no. 20 (a) UStG (museum; certified by the Landesdirektion Sachsen).',
      cs: 'Osvobozeno od DPH podle § 4 č. 20 písm. a UStG (muzeum; osvědčení Landesdirektion Sachsen).',
    },
    bankHolder: 'Stiftung Freilichtmuseum Lindenau',
    iban: 'DE45850503003120012345',
    bic: 'OSDDDE81XXX',
    buyerCancelHours: null,
    cancelFeePercent: 0,
    waitingListHoldHours: 24,
  });
}
