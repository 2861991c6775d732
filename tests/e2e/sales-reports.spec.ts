import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { bookableOffer, loginAsStaff } from './helpers';

test.describe('sales figures', () => {
  test('staff see a sale in the figures and a chart, and download a table as CSV', async ({ page, baseURL }) => {
    const csrf = await loginAsStaff(page.request);
    // A sale of two tickets, paid at the box office.
    const offer = await bookableOffer(page);
    const base = new URL(baseURL!).origin;
    const added = await page.request.post('/api/shop-cart/', {
      data: {
        quantities: [2],
        event_jet_id: offer.id_jet,
        sale_type_ids: [offer.sale_type_id],
        seat_group: offer.seat_group,
      },
      headers: { origin: base, referer: `${base}/de` },
    });
    expect(added.ok()).toBe(true);
    const placed = await page.request.post('/api/shop-checkout/', {
      data: { name: 'Vera Verkauf', email: 'vera@example.org', gtc: true, locale: 'de', payment_method: 'invoice' },
      headers: { origin: base },
    });
    expect(placed.status()).toBe(201);
    const { code } = (await placed.json()) as { code: string };
    const found = (await (await page.request.get(`/api/orders/?search=${code}`)).json()) as {
      results: { id: number }[];
    };
    const paid = await page.request.post(`/api/orders/${found.results[0].id}/mark-paid/`, {
      headers: { 'x-csrftoken': csrf },
    });
    expect(paid.ok()).toBe(true);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/de/dashboard/sales');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verkaufszahlen');
    const figures = page.getByTestId('sales-figures');
    const tickets = figures.locator('div').filter({ has: page.locator('dt', { hasText: /^Tickets$/ }) });
    await expect(tickets.locator('dd')).not.toHaveText('0');
    const revenue = figures.locator('div').filter({ has: page.locator('dt', { hasText: /^Umsatz$/ }) });
    await expect(revenue.locator('dd')).toContainText('€');
    await expect(revenue.locator('dd')).not.toHaveText(/^0,00\s€$/);
    // The chart of the days: one image with its title, drawn by recharts once the page runs.
    const chart = page.getByRole('img', { name: /Tickets und Umsatz pro Tag/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
    // The chart's numbers are in the table it points to: one row per day of the last 30.
    await expect(chart).toHaveAttribute('aria-describedby', 'sales-days');
    await expect(page.locator('#sales-days tbody tr')).toHaveCount(30);
    // At 375 px the page does not scroll sideways: wide tables scroll in their own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Pro Tag als CSV-Datei herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sales-days-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.replace(/^\ufeff/, '').split('\r\n')[0]).toBe('day;orders;tickets;revenue_eur;refunded_eur;check_ins');

    // Without JavaScript the filter is a plain form: a period of one day.
    const today = text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
      .at(-1)!
      .split(';')[0];
    await page.getByLabel('Von', { exact: true }).fill(today);
    await page.getByLabel('Bis', { exact: true }).fill(today);
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await expect(page).toHaveURL(new RegExp(`date_from=${today}&date_to=${today}`));
    await expect(page.locator('#sales-days tbody tr')).toHaveCount(1);
  });
});
