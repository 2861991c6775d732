import { expect, test } from '@playwright/test';
import { bookableOffer, loginAsStaff, STAFF_BOX_OFFICE } from './helpers';

/** A Berlin day 'YYYY-MM-DD' of an instant, `plus` days later. */
const berlinDay = (iso: string, plus = 0) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', dateStyle: 'short' }).format(
    new Date(Date.parse(iso) + plus * 86_400_000),
  );

test('box office staff filter the orders by the performance day and export one row per ticket', async ({ page }) => {
  await loginAsStaff(page.request, STAFF_BOX_OFFICE);
  const offer = await bookableOffer(page);
  const shop = await page.request.get(`/api/shop-offers/${offer.id_jet}/`);
  const origin = new URL(shop.url()).origin;
  const { offer: full } = (await shop.json()) as { offer: { date_start: string } };
  const added = await page.request.post('/api/shop-cart/', {
    data: {
      quantities: [2],
      event_jet_id: offer.id_jet,
      sale_type_ids: [offer.sale_type_id],
      seat_group: offer.seat_group,
    },
    headers: { origin, referer: `${origin}/de` },
  });
  expect(added.ok()).toBe(true);
  const email = `filter-${Date.now()}@example.org`;
  const placed = await page.request.post('/api/shop-checkout/', {
    data: { name: 'Fiona Filter', email, gtc: true, locale: 'de', payment_method: 'invoice' },
    headers: { origin },
  });
  expect(placed.status()).toBe(201);
  const { code } = (await placed.json()) as { code: string };

  const list = (filter: Record<string, string>) =>
    page.goto(`/de/dashboard/orders?filter=${encodeURIComponent(JSON.stringify(filter))}`);
  const day = berlinDay(full.date_start);
  await list({ q: email, performance_from: day, performance_to: day });
  const row = page.getByRole('row').filter({ hasText: code });
  // The back office's first load on a cold server (its bundle, then the list) may take a while.
  await expect(row).toBeVisible({ timeout: 30_000 });
  // The status in the words the buyer reads on the order page; the total with its currency.
  await expect(row).toContainText('Wartet auf Bestätigung oder Zahlung');
  await expect(row).toContainText('€');
  await expect(page.getByLabel('Vorstellung ab')).toHaveValue(day);

  const csvLink = page.getByRole('link', { name: 'CSV je Ticket' });
  const href = (await csvLink.getAttribute('href'))!;
  expect(href).toContain('per_ticket=true');
  expect(href).toContain(`performance_from=${day}`);
  const csv = await (await page.request.get(href)).text();
  expect(csv.split('\r\n').filter((line) => line.startsWith(code))).toHaveLength(2);

  // The day after: the order is not listed.
  await list({ q: email, performance_from: berlinDay(full.date_start, 1) });
  await expect(page.getByLabel('Vorstellung ab')).toHaveValue(berlinDay(full.date_start, 1));
  await expect(page.getByRole('row').filter({ hasText: code })).toHaveCount(0);
});
