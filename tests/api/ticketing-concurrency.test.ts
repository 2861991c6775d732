import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';
import { resetTicketingHooks, setTicketingHooks } from '@/lib/ticketing-hooks';
import { testDatabase } from '../helpers/db';
import { raceForLastSeats } from '../helpers/cart-race';

// In the manner of pretix's concurrency tests, on PGlite (tests/postgres runs the same on a server).
let db: Db;
beforeAll(async () => {
  ({ db } = await testDatabase());
});
afterEach(() => resetTicketingHooks());

describe('never oversold (PGlite)', () => {
  it('40 parallel requests for the last 5 seats reserve exactly 5', async () => {
    // A pause between check and write widens the window a race would need; the lock must still hold.
    setTicketingHooks({ pauseBetweenCheckAndWriteMs: 5 });
    const result = await raceForLastSeats(db, { capacity: 30, lastSeats: 5, requests: 40 });
    expect(result).toMatchObject({ accepted: 5, refused: 35, errors: 0, held: 30 });
  });

  it('negative control: with locking switched off the same race oversells, so the test can see a race', async () => {
    setTicketingHooks({ lockingDisabled: true, pauseBetweenCheckAndWriteMs: 20 });
    const result = await raceForLastSeats(db, { capacity: 30, lastSeats: 5, requests: 40 });
    expect(result.accepted).toBeGreaterThan(5);
    expect(result.held).toBeGreaterThan(30);
  });
});
