import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { createOffer } from '@/features/ticket-offers/server';
import { settleOrder } from '@/features/box-office/server';

let nextJet = 890_000;
const CODE_CHARS = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const orderCode = () => Array.from(randomBytes(10), (b) => CODE_CHARS[b % CODE_CHARS.length]).join('');

/**
 * `count` orders to be paid by invoice, each one ticket at 9.00 (7 % VAT), reserved until next week:
 * written straight to the tables, as checkout leaves them, so the race is about paying, not buying.
 */
export async function reservedOrders(database: Db, count: number) {
  const idJet = ++nextJet;
  const { offerId, seatGroupIds } = await createOffer(database, {
    id_jet: idJet,
    title: { de: 'Herbstmarkt', en: 'Autumn fair', cs: 'Podzimní trh' },
    date_start: new Date(Date.now() + 14 * 86_400_000).toISOString(),
    seat_groups: [
      {
        seat_group: '1',
        text: { de: 'Marktplatz' },
        capacity: count,
        prices: [{ sale_type_id: 1, name: 'Vollpreis', price: '9.00' }],
      },
    ],
  });
  const [price] = await database
    .select({ id: schema.ticketPrices.id })
    .from(schema.ticketPrices)
    .where(eq(schema.ticketPrices.seatGroupId, seatGroupIds[0]));
  const due = new Date(Date.now() + 7 * 86_400_000);
  const carts = await database
    .insert(schema.ticketCarts)
    .values(Array.from({ length: count }, () => ({ token: randomBytes(24).toString('base64url') })))
    .returning({ id: schema.ticketCarts.id });
  const orders = await database
    .insert(schema.ticketOrders)
    .values(
      carts.map((cart, i) => ({
        code: orderCode(),
        cartId: cart.id,
        buyerName: `Käufer ${i + 1}`,
        email: `buyer-${i + 1}@example.org`,
        status: 'reserved' as const,
        paymentProvider: 'invoice',
        total: '9.00',
        confirmedAt: new Date(),
        paymentDueAt: due,
      })),
    )
    .returning({ id: schema.ticketOrders.id, code: schema.ticketOrders.code, cartId: schema.ticketOrders.cartId });
  await database.insert(schema.ticketReservations).values(
    orders.map((o) => ({
      cartId: o.cartId!,
      offerId,
      seatGroupId: seatGroupIds[0],
      priceId: price.id,
      quantity: 1,
      unitPrice: '9.00',
      orderId: o.id,
      expiresAt: due,
    })),
  );
  return orders.map(({ id, code }) => ({ id, code }));
}

/** The invoice numbers' sequence values of these orders, sorted. */
export async function invoiceSeqs(database: Db, orderIds: number[]) {
  const rows = await database
    .select({ seq: schema.invoices.seq })
    .from(schema.invoices)
    .where(inArray(schema.invoices.orderId, orderIds));
  return rows.map((r) => r.seq).sort((a, b) => a - b);
}

/** Every order paid at the same moment through the real booking (settleOrder issues the invoice). */
export async function payAll(database: Db, orders: { code: string }[]) {
  const results = await Promise.allSettled(orders.map((o) => settleOrder(database, o.code)));
  return { failed: results.filter((r) => r.status === 'rejected').length };
}

/** Repeats and gaps in a list of sequence values that should be one run of consecutive numbers. */
export function runDefects(seqs: number[]) {
  const sorted = [...seqs].sort((a, b) => a - b);
  const repeats = sorted.filter((s, i) => i > 0 && s === sorted[i - 1]).length;
  const distinct = new Set(sorted).size;
  const gaps = distinct ? sorted[sorted.length - 1] - sorted[0] + 1 - distinct : 0;
  return { repeats, gaps, first: sorted[0], last: sorted[sorted.length - 1] };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const YEAR = 1999; // a counter of its own, so the controls never touch the real year's numbers

/**
 * Negative control 1, numbering without the row lock: each payment reads the counter, waits a
 * moment (as real work between reading and writing would) and writes it back plus one, in its own
 * transaction. Concurrent payments read the same value: numbers repeat. Returns the numbers taken.
 */
export async function numbersWithoutLock(database: Db, payments: number) {
  await database.execute(
    sql`insert into invoice_counters (year, last) values (${YEAR}, 0) on conflict (year) do update set last = 0`,
  );
  return Promise.all(
    Array.from({ length: payments }, () =>
      database.transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select last from invoice_counters where year = ${YEAR}`)) as unknown as {
          rows: { last: number }[];
        };
        const next = Number(rows[0].last) + 1;
        await pause(5);
        await tx.execute(sql`update invoice_counters set last = ${next} where year = ${YEAR}`);
        return next;
      }),
    ),
  );
}

/**
 * Negative control 2, the number taken outside the booking transaction: it is committed at once, and
 * a payment that then fails (every `failEvery`-th) has used it up: gaps. Returns the numbers of the
 * payments that were booked.
 */
export async function numbersOutsideBooking(database: Db, payments: number, failEvery: number) {
  await database.execute(
    sql`insert into invoice_counters (year, last) values (${YEAR + 1}, 0) on conflict (year) do update set last = 0`,
  );
  const booked: number[] = [];
  await Promise.allSettled(
    Array.from({ length: payments }, async (_, i) => {
      const { rows } = (await database.execute(
        sql`insert into invoice_counters (year, last) values (${YEAR + 1}, 1)
            on conflict (year) do update set last = invoice_counters.last + 1 returning last`,
      )) as unknown as { rows: { last: number }[] };
      const seq = Number(rows[0].last);
      await database.transaction(async () => {
        if (i % failEvery === failEvery - 1) throw new Error('the payment failed after the number was taken');
        booked.push(seq);
      });
    }),
  );
  return booked;
}
