import { expect, test } from '@playwright/test';
import { loginAsStaff } from './helpers';

// Moves the box office's clock (POST /api/test-clock/, only with TICKETING_TEST_HOOKS=1), so it runs
// in the serial site-state project, after every other test.
test.describe('orders that end @site-state', () => {
  test.afterEach(async ({ request }) => {
    await request.post('/api/test-clock/', { data: { offset_ms: 0 } });
  });

  test('an unconfirmed order expires after its deadline and its seats return to sale', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const staff = await playwright.request.newContext({ baseURL });
    const csrf = await loginAsStaff(staff);
    const created = await staff.post('/de/api/events/', {
      headers: { 'x-csrftoken': csrf },
      data: {
        title: { de: 'Laternenführung durch das Mühlenviertel' },
        date_start: new Date(Date.now() + 10 * 86_400_000).toISOString(),
        offer: {
          seat_groups: [
            { seat_group: '1', capacity: 2, prices: [{ sale_type_id: 1, name: 'Vollpreis', price: '12.00' }] },
          ],
        },
      },
    });
    expect(created.status()).toBe(201);
    const idJet = (await created.json()).id_jet as number;
    const add = { quantities: [2], event_jet_id: idJet, sale_type_ids: [1] };

    const guest = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
    expect((await guest.post('/api/shop-cart/', { data: add })).status()).toBe(200);
    const checkout = await guest.post('/api/shop-checkout/', {
      data: { name: 'Lena Vogt', email: 'lena.vogt@example.org', gtc: true, locale: 'de' },
    });
    expect(checkout.status()).toBe(201);
    const { order_url: orderUrl } = await checkout.json();

    const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
    const refused = await other.post('/api/shop-cart/', { data: { ...add, quantities: [1] } });
    expect((await refused.json()).code).toBe(-213);

    // Not confirmed within the 30 minutes: the order is over, nothing had to run for it.
    expect((await guest.post('/api/test-clock/', { data: { offset_ms: 31 * 60_000 } })).status()).toBe(200);
    await page.goto(orderUrl);
    await expect(
      page.getByText(
        'Diese Bestellung wurde nicht rechtzeitig bestätigt oder bezahlt; die Plätze sind wieder freigegeben.',
      ),
    ).toBeVisible();
    const again = await other.post('/api/shop-cart/', { data: { ...add, quantities: [1] } });
    expect(again.status()).toBe(200);
    expect((await again.json()).tickets_quantity).toBe(1);
  });
});
