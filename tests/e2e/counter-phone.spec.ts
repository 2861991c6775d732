import { expect, test } from '@playwright/test';
import { addDays, berlinDay, startOfBerlinDay } from '@/lib/berlin-time';
import { loginAsStaff } from './helpers';

/**
 * The door and the box office on a phone: a date later today (made through the back office's event
 * API, the demo's dates are on other days), today's dates, a walk-in sale paid in cash with the
 * tickets on screen, and one of them checked in by its typed code. One thumb, 375 px, no sideways
 * scrolling.
 */
test.describe('counter and door on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  test('staff see today’s dates, sell two tickets for cash and check one in by its code', async ({ page }) => {
    const csrf = await loginAsStaff(page.request);
    // Later today (Berlin), at least a few minutes ahead; just before midnight, a minute ahead.
    const now = Date.now();
    const endOfDay = startOfBerlinDay(addDays(berlinDay(new Date(now)), 1)).getTime();
    const start = new Date(Math.min(now + 2 * 3600_000, endOfDay - 60_000));
    const title = `Abendführung an der Kasse ${now}`;
    const created = await page.request.post('/de/api/events/', {
      headers: { 'x-csrftoken': csrf },
      data: {
        title: { de: title },
        date_start: start.toISOString(),
        offer: {
          seat_groups: [
            {
              seat_group: '1',
              capacity: 6,
              prices: [
                { sale_type_id: 1, name: 'Vollpreis', price: '12.00' },
                { sale_type_id: 2, name: 'Ermäßigt', price: '8.50' },
              ],
            },
          ],
        },
      },
    });
    expect(created.status()).toBe(201);
    const idJet = (await created.json()).id_jet as number;
    const noSideways = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Today's dates: the new one with nothing sold yet, and the way on to the counter.
    await page.goto('/de/dashboard/today');
    await expect(page.getByRole('heading', { level: 1, name: 'Heute' })).toBeVisible();
    const day = page.getByTestId('today-date').filter({ hasText: title });
    await expect(day).toContainText('verkauft0');
    await expect(day.getByRole('link', { name: 'Einlass' })).toBeVisible();
    await noSideways();
    await day.getByRole('link', { name: 'Kasse' }).click();
    await expect(page).toHaveURL(new RegExp(`/de/dashboard/counter\\?date=${idJet}$`));

    // Two full-price tickets with the big + button, 50 € given: 26 € change.
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const more = page.getByRole('button', { name: 'Eine Karte mehr: Vollpreis 12 €' });
    const box = await more.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await more.tap();
    await more.tap();
    await expect(page.getByTestId('counter-total')).toHaveText('24 €');
    await page.getByLabel('Gegeben (€)').fill('50');
    await expect(page.getByTestId('counter-change')).toContainText('26 €');
    await noSideways();
    await page.getByRole('button', { name: /^Verkaufen/ }).tap();

    // The result: paid in cash, the change, two tickets with their QR codes on screen.
    await expect(page.getByRole('heading', { level: 1, name: 'Verkauft' })).toBeVisible();
    await expect(page.getByTestId('counter-summary')).toHaveText('2 Karten · 24 € · Bar');
    await expect(page.getByText('Rückgeld: 26 €')).toBeVisible();
    await expect(page.getByRole('img', { name: /QR-Code der Karte LND-/ })).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Karten drucken (PDF)' })).toBeVisible();
    await noSideways();
    const signed = (await page.locator('main').textContent())!.match(
      /LND-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{8}/,
    )![0];

    // The door: the code typed in, admitted at a glance.
    await page.goto('/de/dashboard/check-in');
    await page.getByLabel('Ticketcode').fill(signed);
    await page.getByRole('button', { name: 'Prüfen' }).tap();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('Eingelassen');
    await noSideways();

    await page.goto('/de/dashboard/today');
    await expect(page.getByTestId('today-date').filter({ hasText: title })).toContainText('eingelassen1');
    await expect(page.getByTestId('today-date').filter({ hasText: title })).toContainText('verkauft2');
  });
});
