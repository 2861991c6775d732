import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDatabase } from '../helpers/db';
import { resourceClient, staffAuth, type Json } from '../helpers/resource';
import * as collection from '@/app/api/billing-settings/route';
import * as item from '@/app/api/billing-settings/[id]/route';
import { issueInvoice } from '@/features/invoices/server';
import { billingSettingsSchema } from '@/features/invoices';
import { schema, type Db } from '@/lib/db';
import { reservedOrders } from '../helpers/invoice-race';

let db: Db;
let admin: Awaited<ReturnType<typeof staffAuth>>;
const api = resourceClient({ collection, item } as never, '/api/billing-settings/');

beforeAll(async () => {
  ({ db } = await testDatabase({ demo: true }));
  admin = await staffAuth(db, 'admin');
}, 180_000); // the demo seed takes a while on a busy machine

describe('billing settings in the back office', () => {
  it('shows the demo venue to administrators only', async () => {
    const res = await api.get(1, admin);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      venue_name: 'Stiftung Freilichtmuseum Lindenau',
      vat_id: 'DE000000000',
      invoice_prefix: '',
      waiting_list_hold_hours: 24,
      buyer_cancel_hours: null,
    });
    expect((res.json.venue_address as string).split('\n')[1]).toMatch(/^01\d{3} /); // a Saxon postcode
    expect((await api.get(1)).status).toBe(401);
    expect((await api.get(1, await staffAuth(db, 'editor'))).status).toBe(403);
  });

  it('refuses bad bank data, prefixes and limits with a message per field', async () => {
    const current = (await api.get(1, admin)).json;
    const cases: [Json, string][] = [
      [{ iban: 'DE89370400440532013001' }, 'iban'],
      [{ iban: 'not an iban' }, 'iban'],
      [{ bic: 'COBA' }, 'bic'],
      [{ invoice_prefix: 'MUSEUM-LINDENAU-' }, 'invoice_prefix'],
      [{ invoice_prefix: 'MV 1' }, 'invoice_prefix'],
      [{ buyer_cancel_hours: 721 }, 'buyer_cancel_hours'],
      [{ cancel_fee_percent: 101 }, 'cancel_fee_percent'],
      [{ waiting_list_hold_hours: 0 }, 'waiting_list_hold_hours'],
      [{ waiting_list_hold_hours: 169 }, 'waiting_list_hold_hours'],
    ];
    for (const [change, field] of cases) {
      const res = await api.update(1, { ...current, ...change }, admin);
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(Object.keys(res.json.errors as Json)).toContain(field);
    }
    expect(billingSettingsSchema.safeParse({ iban: 'de89 3704 0044 0532 0130 00' }).data?.iban).toBe(
      'DE89370400440532013000',
    );
  });

  it('a new prefix applies to the next invoice; issued invoices keep their seller', async () => {
    const [first, second] = await reservedOrders(db, 2);
    const before = await db.transaction((tx) => issueInvoice(tx as unknown as Db, first.id, new Date()));
    expect(before!.number).toMatch(/^\d{4}-\d{6}$/);
    const current = (await api.get(1, admin)).json;
    const saved = await api.update(
      1,
      { ...current, invoice_prefix: 'MV-', venue_name: 'Freilichtmuseum Lindenau gGmbH', buyer_cancel_hours: 48 },
      admin,
    );
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ invoice_prefix: 'MV-', buyer_cancel_hours: 48 });
    const after = await db.transaction((tx) => issueInvoice(tx as unknown as Db, second.id, new Date()));
    expect(after!.number).toMatch(/^MV-\d{4}-\d{6}$/);
    expect(Number(after!.number.slice(-6))).toBe(Number(before!.number.slice(-6)) + 1);
    const [old] = await db.select().from(schema.invoices).where(eq(schema.invoices.id, before!.id));
    const [fresh] = await db.select().from(schema.invoices).where(eq(schema.invoices.id, after!.id));
    expect(old.seller).toMatchObject({ name: 'Stiftung Freilichtmuseum Lindenau' });
    expect(fresh.seller).toMatchObject({ name: 'Freilichtmuseum Lindenau gGmbH' });
  });
});
