import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';
import { resetRateLimits } from '@/lib/rate-limit';
import { resetTicketingHooks } from '@/lib/ticketing-hooks';
import { testDatabase } from '../helpers/db';
import { hoardDate } from '../helpers/cart-race';

// The client address is believed only from a named proxy; read before the environment is cached.
process.env.TRUSTED_PROXIES = '127.0.0.1';

let db: Db;
beforeAll(async () => {
  ({ db } = await testDatabase());
});
afterEach(async () => {
  resetTicketingHooks();
  await resetRateLimits();
});

describe('a fair sale (PGlite)', () => {
  it('one client hoarding a date in 22 parallel requests ends with at most the hold cap of 20 seats', async () => {
    const result = await hoardDate(db, { capacity: 2000, requests: 22, perRequest: 9, address: '198.51.100.7' });
    expect(result.errors).toBe(0);
    expect(result.held).toBeLessThanOrEqual(20);
    expect(result.held).toBeGreaterThan(0);
    expect(result.capped + result.orderCapped).toBeGreaterThan(0);
  });

  it('negative control: without the caps the same client holds far more, so the test can see hoarding', async () => {
    const result = await hoardDate(db, {
      capacity: 2000,
      requests: 22,
      perRequest: 9,
      address: '198.51.100.6',
      caps: { maxTicketsPerOrder: 1000, maxHeldPerClient: 1000 },
    });
    expect(result.held).toBeGreaterThan(100);
  });

  it('another client still gets seats of the same date while the first is capped', async () => {
    const first = await hoardDate(db, { capacity: 30, requests: 10, perRequest: 9, address: '198.51.100.8' });
    expect(first.held).toBeLessThanOrEqual(20);
    const other = await hoardDate(db, {
      capacity: 30,
      requests: 1,
      perRequest: 4,
      address: '203.0.113.9',
      date: first.date,
    });
    expect(other).toMatchObject({ accepted: 1, held: first.held + 4 });
  });
});
