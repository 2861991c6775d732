import { expect, test, type Page } from '@playwright/test';
import { confirmByMail, loginAsStaff, orderCode } from './helpers';

// The buyer's journeys the box office issue names, as a guest with JavaScript switched off: every step
// is a plain form post and a server-rendered page.
test.use({ javaScriptEnabled: false });

async function checkoutAsGuest(page: Page, buyer: { name: string; email: string; voucher?: string }) {
  await page.goto('/de/webshop/checkout');
  await page.getByLabel('Vor- und Nachname').fill(buyer.name);
  await page.getByLabel('E-Mail-Adresse').fill(buyer.email);
  if (buyer.voucher) await page.getByLabel('Gutscheincode (optional)').fill(buyer.voucher);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/webshop\/orders\/[2-9A-HJKMNP-Z]+\?token=[2-9A-HJKMNP-Z]{24}$/);
  return orderCode(page.url());
}

test('a guest buys 2 tickets on the event date page, confirms by the mail link and downloads the PDF ticket', async ({
  page,
  request,
}) => {
  const events = (await (await request.get('/de/api/events/?type=10&page_size=50')).json()) as {
    results: { ticket_url: string | null; status: string; date_start: string }[];
  };
  const date = events.results.find(
    (e) => e.ticket_url && e.status !== 'cancelled' && new Date(e.date_start) > new Date(Date.now() + 86_400_000),
  );
  expect(date, 'an upcoming village tour with online sale').toBeTruthy();
  await page.goto(date!.ticket_url!);
  await page.getByRole('spinbutton', { name: /^Anzahl Vollpreis/ }).fill('2');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page).toHaveURL(/\/de\/webshop\/cart$/);

  const code = await checkoutAsGuest(page, { name: 'Karolína Dvořáková', email: 'karolina@example.cz' });
  // Pending: no tickets until the buyer confirms by the link in the mail.
  await expect(page.getByRole('img', { name: /^QR-Code für Ticket/ })).toHaveCount(0);
  await confirmByMail(page, code);
  await expect(page.getByRole('img', { name: /^QR-Code für Ticket LND-/ })).toHaveCount(2);
  const pdf = await page.request.get(
    (await page.getByRole('link', { name: 'Tickets als PDF herunterladen' }).getAttribute('href'))!,
  );
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toMatch(/application\/pdf/);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a guest pays a subscription with a voucher, and the remaining credit shows on the order page', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A 100 € voucher bought in the shop, confirmed, and paid at the museum (staff mark it paid).
  await page.goto('/webshop/vouchers');
  await page.getByRole('radio', { name: '100 €' }).check();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page).toHaveURL(/\/de\/webshop\/cart$/);
  const voucherOrder = await checkoutAsGuest(page, { name: 'Matthias Roth', email: 'matthias.roth@example.org' });
  await confirmByMail(page, voucherOrder);
  const staff = await playwright.request.newContext({ baseURL });
  const csrf = await loginAsStaff(staff);
  const found = (await (await staff.get(`/api/orders/?search=${voucherOrder}`)).json()) as {
    results: { id: number; code: string }[];
  };
  const id = found.results.find((o) => o.code === voucherOrder)!.id;
  expect((await staff.post(`/api/orders/${id}/mark-paid/`, { headers: { 'x-csrftoken': csrf } })).status()).toBe(200);
  await page.reload();
  const voucher = (await page
    .getByText(/^GUT-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)
    .textContent())!.trim();

  // A subscription of the programme, paid with that voucher.
  const series = (await (await page.request.get('/de/api/series/?page_size=100')).json()) as {
    results: { id: number; is_subscription: boolean }[];
  };
  const subscription = series.results.find((s) => s.is_subscription);
  expect(subscription, 'a subscription on sale').toBeTruthy();
  await page.goto(`/webshop/subscriptions/${subscription!.id}`);
  await page.getByRole('button', { name: 'Abonnement in den Warenkorb' }).click();
  await expect(page).toHaveURL(/\/de\/webshop\/cart$/);
  await checkoutAsGuest(page, { name: 'Matthias Roth', email: 'matthias.roth@example.org', voucher });

  const credit = await page.getByTestId('voucher-redemption').textContent();
  const match = /Gutschein (GUT-[\w-]+): (\d+)\s€ eingelöst\s–\sRestguthaben (\d+)\s€/.exec(credit ?? '');
  expect(match, credit ?? '').not.toBeNull();
  expect(match![1]).toBe(voucher);
  expect(Number(match![2]) + Number(match![3])).toBe(100);
  expect(Number(match![3])).toBeGreaterThan(0);
});
