import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { confirmOrder, mailOrderNow, orderToken, settleOrder } from '@/features/box-office/server';
import { GET as orderAdmin } from '@/app/api/orders/[id]/route';
import { callRoute } from '../helpers/route';
import { outboxMessages } from '../helpers/outbox';
import { pdfPageTexts } from '../helpers/pdf-text';
import { testDatabase } from '../helpers/db';
import { seedTestOffer } from '../helpers/ticketing';
import { staffAuth } from '../helpers/resource';
import { buy } from '../helpers/shop';

let db: Db;

const BANK = { bankHolder: 'Stiftung Freilichtmuseum Lindenau', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' };

/** A guest buys two tickets (12 € each) paid "by invoice / at the museum" and confirms by the mail link. */
async function confirmedOrder(locale: string) {
  const { code } = await buy(821, 2, { locale, email: `${locale}@example.org` });
  await confirmOrder(code, await orderToken(code, 'confirm'));
  const mails = await outboxMessages(code);
  const mail = mails.at(-1)!;
  const pdf = mail.parts.find((p) => p.contentType === 'application/pdf')!;
  return { code, mail, pdf: (await pdfPageTexts(pdf.body)).map((texts) => texts.join(' ')) };
}

beforeAll(async () => {
  ({ db } = await testDatabase());
  await db.insert(schema.billingSettings).values({ id: 1, venueName: 'Stiftung Freilichtmuseum Lindenau', ...BANK });
  await seedTestOffer(db, 821, { seats: 40 });
  // The date takes place in a venue of the programme: the PDF names it.
  const [venue] = await db
    .insert(schema.venues)
    .values({
      name: { de: 'Festscheune' },
      slug: { de: 'festscheune' },
      street: 'Am Dorfanger 3',
      zip: '01234',
      city: 'Lindenau',
    })
    .returning({ id: schema.venues.id });
  await db.insert(schema.events).values({
    title: { de: 'Backtag im Dorf' },
    slug: { de: 'backtag-im-dorf' },
    dateStart: new Date(Date.now() + 7 * 24 * 3600_000),
    idJet: 821,
    venueId: venue.id,
  });
});

describe('an order paid by bank transfer', () => {
  it('mails holder, IBAN in groups of four, BIC, amount and the order code as reference (text and HTML)', async () => {
    const { code, mail } = await confirmedOrder('de');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Bankverbindung für Ihre Überweisung');
      expect(body).toContain('Stiftung Freilichtmuseum Lindenau');
      expect(body).toContain('DE02 1203 0000 0000 2020 51');
      expect(body).toContain('BYLADEM1001');
      expect(body).toMatch(/24\s€/);
    }
    expect(mail.text).toContain(`Verwendungszweck: ${code}`);
    expect(mail.text).toContain('IBAN: DE02 1203 0000 0000 2020 51');
  });

  it('speaks the buyer language in the mail (English, Czech)', async () => {
    const en = await confirmedOrder('en');
    expect(en.mail.text).toContain('Bank details for your transfer');
    expect(en.mail.text).toContain(`Payment reference: ${en.code}`);
    expect(en.mail.text).toMatch(/Amount: €24/);
    const cs = await confirmedOrder('cs');
    expect(cs.mail.text).toContain('Bankovní spojení pro váš převod');
    expect(cs.mail.text).toContain(`Zpráva pro příjemce: ${cs.code}`);
    expect(cs.mail.html).toContain('DE02 1203 0000 0000 2020 51');
  });

  it('prints the account and the reference, and the venue of the date, on every page of the PDF tickets', async () => {
    const { code, pdf } = await confirmedOrder('de');
    expect(pdf).toHaveLength(2);
    for (const page of pdf) {
      expect(page).toContain('IBAN DE02 1203 0000 0000 2020 51');
      expect(page).toContain('BIC BYLADEM1001');
      expect(page).toContain(`Verwendungszweck: ${code}`);
      expect(page).toContain('Festscheune, Am Dorfanger 3, 01234 Lindenau');
    }
  });

  it('leaves the bank details out once paid, and warns staff instead of printing empty fields when no IBAN is set', async () => {
    const { code } = await confirmedOrder('de');
    await settleOrder(db, code);
    await mailOrderNow(code);
    const paid = (await outboxMessages(code)).at(-1)!;
    expect(paid.text).toContain('ist bezahlt');
    expect(paid.text).not.toContain('IBAN');

    const staff = await staffAuth(db, 'box_office');
    const detail = async (orderCode: string) => {
      const [row] = await db
        .select({ id: schema.ticketOrders.id })
        .from(schema.ticketOrders)
        .where(eq(schema.ticketOrders.code, orderCode));
      return (await callRoute(orderAdmin, { url: `/api/orders/${row.id}/`, params: { id: String(row.id) }, ...staff }))
        .json;
    };
    expect((await detail(code)).bank_details_missing).toBe(false);

    await db.update(schema.billingSettings).set({ iban: '', bic: '', bankHolder: '' });
    const bare = await confirmedOrder('de');
    expect(bare.mail.text).not.toMatch(/IBAN|BIC|Kontoinhaber/);
    expect(bare.mail.html).not.toMatch(/IBAN|Kontoinhaber/);
    expect(bare.pdf.join(' ')).not.toContain('IBAN');
    expect((await detail(bare.code)).bank_details_missing).toBe(true);
    await db.update(schema.billingSettings).set(BANK);
  });
});
