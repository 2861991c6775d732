import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parseMail } from '../helpers/mime';
import { loginAsStaff } from './helpers';

// The e2e server's outbox (scripts/e2e-server.ts: DATA_DIR=.data/e2e); waiting-list mails are tagged waiting-list-<id>.
const OUTBOX = path.resolve('.data/e2e/outbox');

/** The waiting-list mails to one address, oldest first. */
async function waitingListMails(to: string) {
  const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.includes('waiting-list-')).sort();
  const mails = await Promise.all(files.map(async (f) => parseMail(await readFile(path.join(OUTBOX, f), 'utf8'))));
  return mails.filter((mail) => mail.to.includes(to));
}

test('a visitor joins the waiting list of a sold-out date; when places come back the offer mail’s link opens the cart holding them', async ({
  page,
  playwright,
  baseURL,
}) => {
  // The background runner offers the places at its next turn (every 30 seconds).
  test.setTimeout(150_000);
  const staff = await playwright.request.newContext({ baseURL });
  const csrf = await loginAsStaff(staff);
  const created = await staff.post('/de/api/events/', {
    headers: { 'x-csrftoken': csrf },
    data: {
      title: { de: 'Sternwanderung zur Windmühle' },
      date_start: new Date(Date.now() + 12 * 86_400_000).toISOString(),
      offer: {
        seat_groups: [
          { seat_group: '1', capacity: 2, prices: [{ sale_type_id: 1, name: 'Vollpreis', price: '9.00' }] },
        ],
      },
    },
  });
  expect(created.status()).toBe(201);
  const idJet = (await created.json()).id_jet as number;

  // Someone else books both places.
  const guest = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  const add = { quantities: [2], event_jet_id: idJet, sale_type_ids: [1] };
  expect((await guest.post('/api/shop-cart/', { data: add })).status()).toBe(200);
  const ordered = await guest.post('/api/shop-checkout/', {
    data: { name: 'Jonas Berg', email: 'jonas.berg@example.org', gtc: true, locale: 'de' },
  });
  expect(ordered.status()).toBe(201);
  const { code } = await ordered.json();

  // The shop page says sold out and offers the waiting list; the visitor joins it.
  const email = `wl-${Date.now()}@example.org`;
  await page.goto(`/de/webshop/event/${idJet}`);
  const form = page.locator('form', {
    has: page.getByRole('heading', { name: 'Benachrichtigen, wenn Plätze frei werden' }),
  });
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Anzahl Karten').fill('2');
  await form.getByRole('button', { name: 'Auf die Warteliste' }).click();
  await expect(form.getByRole('status')).toHaveText(/Sie stehen auf der Warteliste, an Platz 1\./);
  await expect.poll(async () => (await waitingListMails(email)).length).toBe(1);

  // Staff cancel the order: the places come back.
  const found = await staff.get(`/api/orders/?search=${code}`);
  const orderId = (await found.json()).results[0].id as number;
  const cancelled = await staff.post(`/api/orders/${orderId}/cancel/`, { headers: { 'x-csrftoken': csrf } });
  expect(cancelled.status()).toBe(200);

  // The offer mail arrives (the background runner's turn) with a personal link.
  await expect
    .poll(async () => (await waitingListMails(email)).map((m) => m.subject), { timeout: 75_000 })
    .toContain('Plätze für Sie reserviert: Sternwanderung zur Windmühle');
  const offer = (await waitingListMails(email)).at(-1)!;
  const link = offer.text.match(/https?:\/\/\S+\/api\/shop-waitinglist\/offer\/[A-Za-z0-9_-]+\//)![0];

  // Meanwhile nobody else can take those places.
  const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  expect((await (await other.post('/api/shop-cart/', { data: { ...add, quantities: [1] } })).json()).code).toBe(-213);

  // The link opens the cart holding the two places, ready for checkout.
  const url = new URL(link);
  await page.goto(url.pathname);
  await expect(page).toHaveURL(/\/de\/webshop\/cart$/);
  await expect(page.getByText('Sternwanderung zur Windmühle').first()).toBeVisible();
  await expect(page.getByTestId('cart-countdown')).toBeVisible();
  const cart = await page.request.get('/api/shop-cart/?lang=de');
  expect((await cart.json()).tickets_quantity).toBe(2);
});
