import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { schema, type Db } from '@/lib/db';
import { settleOrder } from '@/features/box-office/server';
import OrderPage from '@/app/[locale]/(webshop)/webshop/orders/[code]/page';
import { testDatabase } from '../helpers/db';
import { resolveServerTree } from '../helpers/server-tree';
import { buy } from '../helpers/shop';
import { seedTestOffer } from '../helpers/ticketing';

/**
 * One server render is one request: React's cache memoises within it. Outside React's server build
 * `cache` calls straight through, so the test gives it the request scope a page render has.
 */
const render = vi.hoisted(() => ({ memo: new Map<unknown, Map<string, unknown>>() }));
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  const cache =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): R => {
      const memo = render.memo.get(fn) ?? new Map<string, unknown>();
      render.memo.set(fn, memo);
      const key = JSON.stringify(args);
      if (!memo.has(key)) memo.set(key, fn(...args));
      return memo.get(key) as R;
    };
  return { ...react, cache };
});
vi.mock('next-intl/server', async () => ({
  ...(await import('@/tests/helpers/intl-server')).intlServer,
  setRequestLocale: () => {},
}));

let db: Db;

beforeAll(async () => {
  ({ db } = await testDatabase());
  await seedTestOffer(db, 5401, { seats: 20 });
  // Visitors may cancel until 48 hours before the date (which is a week ahead).
  await db
    .insert(schema.billingSettings)
    .values({ id: 1, buyerCancelHours: 48, cancelFeePercent: 0 })
    .onConflictDoUpdate({ target: schema.billingSettings.id, set: { buyerCancelHours: 48, cancelFeePercent: 0 } });
});

beforeEach(() => render.memo.clear());

describe('the buyer’s order page', () => {
  it('reads the order and its tickets once for the order, its QR codes and the cancel section', async () => {
    const { code, token } = await buy(5401, 2);
    await settleOrder(db, code);
    const query = vi.spyOn((db as unknown as { $client: { query: (sql: string) => unknown } }).$client, 'query');

    const page = createElement(OrderPage, {
      params: Promise.resolve({ locale: 'de', code }),
      searchParams: Promise.resolve({ token }),
    } as unknown as Parameters<typeof OrderPage>[0]);
    const html = renderToStaticMarkup((await resolveServerTree(page)) as ReactElement);

    // The whole page is there: two tickets with QR codes, both offered for cancelling.
    expect(html.match(/<img[^>]*src="data:image\/svg\+xml;base64,/g)).toHaveLength(2);
    expect(html.match(/type="checkbox" name="t_LND-/g)).toHaveLength(2);
    const statements = query.mock.calls.map(([sql]) => String(sql));
    expect(statements.filter((s) => s.includes('from "ticket_orders" where "ticket_orders"."code"'))).toHaveLength(1);
    expect(statements.filter((s) => s.includes('from "ticket_codes"'))).toHaveLength(1);
  });
});
