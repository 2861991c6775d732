import { beforeAll, describe, expect, it } from 'vitest';
import { createOffer, getOfferForEvent, getOffersForEvents } from '@/features/ticket-offers/server';
import { GET as shopOffer } from '@/app/api/shop-offers/[idJet]/route';
import { testDatabase } from '../helpers/db';
import { callRoute } from '../helpers/route';
import { demoOfferInput, seedTestOffer } from '../helpers/ticketing';

describe('ticket offers', () => {
  let database: Awaited<ReturnType<typeof testDatabase>>['db'];
  beforeAll(async () => {
    ({ db: database } = await testDatabase());
    await seedTestOffer(database, 501);
    await seedTestOffer(database, 502);
  });

  it('reads an offer in the shape of docs/requirements.md §3, texts in the asked language', async () => {
    const offer = await getOfferForEvent(501, 'en');
    expect(offer?.id_jet).toBe(501);
    const [group, timed] = offer!.seat_groups;
    expect(group).toMatchObject({ seat_group: '101', status: '1', text: 'Free seating', timeslots: [] });
    expect(group.prices.map((p) => [p.name, p.price, p.sale_type_id, p.seat_group])).toEqual([
      ['Ermäßigt', '8.50', 1, '101'],
      ['Vollpreis', '12.00', 2, '101'],
      ['Kind', '5.00', 3, '101'],
    ]);
    expect(group.prices.find((p) => p.name === 'Vollpreis')?.has_discounts).toBe(true);
    expect(group.prices.find((p) => p.name === 'Kind')?.has_discounts).toBe(false);
    expect(timed.timeslots.map((s) => [s.block_id, s.status])).toEqual([
      [9001, '0'],
      [9002, '1'],
      [9003, '1'],
    ]);
    expect(offer!.prices).toHaveLength(5);
    expect((await getOfferForEvent(501, 'cs'))!.seat_groups[0].prices[2].text).toBe('Dítě (6–17 let)');
  });

  it('reads many offers at once and answers null for an event without one', async () => {
    const offers = await getOffersForEvents([502, 501, 999]);
    expect([...offers.keys()].sort()).toEqual([501, 502]);
    expect(await getOfferForEvent(999)).toBeNull();
  });

  it('refuses malformed offers and stores nothing of them', async () => {
    const bad = demoOfferInput(503);
    bad.seat_groups[0].prices[0].price = '12,5 Euro';
    await expect(createOffer(database, bad)).rejects.toThrow(/decimal string/);
    expect(await getOfferForEvent(503)).toBeNull();
    await expect(createOffer(database, demoOfferInput(501))).rejects.toThrow();
  });

  it('GET /api/shop-offers/ says whether the list shows quick-buy: not for a date whose prices are all free', async () => {
    const free = demoOfferInput(504);
    for (const group of free.seat_groups) for (const price of group.prices) price.price = '0.00';
    await createOffer(database, free);
    const answer = async (id: number) =>
      (await callRoute(shopOffer, { url: `/api/shop-offers/${id}/?lang=de`, params: { idJet: String(id) } })).json;
    expect(await answer(501)).toMatchObject({ quickbuy: true, bookable: true, offer: { id_jet: 501 } });
    expect(await answer(504)).toMatchObject({ quickbuy: true, bookable: false, offer: { id_jet: 504 } });
  });
});
