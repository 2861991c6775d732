import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';
import { confirmOrder, orderToken, settleOrder } from '@/features/box-office/server';
import { testDatabase } from '../helpers/db';
import { seedTestOffer } from '../helpers/ticketing';
import { buy } from '../helpers/shop';
import { outboxMessages } from '../helpers/outbox';
import { orderAction, orderIdOf, refund, staffWithRole, type StaffAuth } from '../helpers/refunds';

let db: Db;
let staff: StaffAuth;

beforeAll(async () => {
  ({ db } = await testDatabase());
  staff = await staffWithRole(db, 'box_office');
  await seedTestOffer(db, 831, { seats: 30 });
});

/** The last mail the buyer got about an order, once staff acted on it. */
const lastMail = async (code: string) => (await outboxMessages(code)).at(-1)!;

describe('staff cancel an order in the back office: the buyer is told, in their language', () => {
  it('a confirmed (reserved) Czech order cancelled with the cancel action', async () => {
    const { code } = await buy(831, 2, { locale: 'cs', email: 'jana@example.org' });
    await confirmOrder(code, await orderToken(code, 'confirm'));
    const before = (await outboxMessages(code)).length;
    const res = await orderAction(await orderIdOf(db, code), 'cancel', staff);
    expect(res.json).toMatchObject({ status: 'cancelled' });
    const mails = await outboxMessages(code);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.to).toBe('jana@example.org');
    expect(mail.subject).toContain(`Objednávka ${code} zrušena`);
    expect(mail.text).toContain('byla zrušena pokladnou muzea');
  });

  it('a paid English order cancelled as a whole through the refund (the back office refund dialog)', async () => {
    const { code } = await buy(831, 1, { locale: 'en', email: 'sam@example.org' });
    await confirmOrder(code, await orderToken(code, 'confirm'));
    await settleOrder(db, code);
    const res = await refund(await orderIdOf(db, code), staff, { reason: 'Date clash' });
    expect(res.status).toBe(201);
    const mail = await lastMail(code);
    expect(mail.to).toBe('sam@example.org');
    expect(mail.subject).toContain(`Order ${code} cancelled`);
    expect(mail.text).toContain('Date clash');
  });

  it('a German order not yet confirmed by the guest, cancelled with the cancel action', async () => {
    const { code } = await buy(831, 1, { locale: 'de', email: 'lena@example.org' });
    await orderAction(await orderIdOf(db, code), 'cancel', staff);
    const mail = await lastMail(code);
    expect(mail.subject).toContain(`Bestellung ${code} storniert`);
    expect(mail.text).toContain('von der Museumskasse storniert');
  });
});
