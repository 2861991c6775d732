import { expect, test, type Page } from '@playwright/test';
import { loginAsStaff, STAFF_BOX_OFFICE, STAFF_DOOR } from './helpers';

// The German back office speaks German whatever the browser's language and zone: dates as 05.12.2026,
// 17:30 on Berlin's clock (a browser in US English showed "12/5/26, 5:30 PM"), coded values by name
// ("Findet statt", not "scheduled"), the seat-group editor in staff words, and a menu in groups.
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Bereiche des Backoffice' });
const groupHeadings = (page: Page) => menu(page).getByRole('heading', { level: 2 });

test('an admin reads German dates, names and a grouped menu in the list of dates', async ({ page }) => {
  test.setTimeout(60_000);
  await loginAsStaff(page.request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/de/dashboard/events');
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().locator('td').nth(1)).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
  await expect(page.locator('tbody')).not.toContainText(/\b(AM|PM)\b/);
  await expect(page.locator('tbody')).toContainText('Findet statt');
  await expect(page.locator('tbody')).not.toContainText('scheduled');

  await expect(groupHeadings(page)).toHaveText([
    'Programm',
    'Inhalte',
    'Kasse und Einlass',
    'Website und Einstellungen',
    'Listen und Schlagworte',
  ]);
  // Long names are read in full at 1280 px, not cut off with "…".
  for (const name of ['Abweichende Öffnungszeiten', 'Produktions-Schlagworte', 'Hinweise (Top-Alert)']) {
    const item = menu(page).getByRole('menuitem', { name });
    await expect(item).toBeVisible();
    expect(await item.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  }
  await page.screenshot({ path: test.info().outputPath('events-list-1280.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/de/dashboard/events');
  await expect(rows.first()).toContainText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
  await page.screenshot({ path: test.info().outputPath('events-list-375.png') });
  await page.getByRole('button', { name: 'Öffnen des Menüs' }).click();
  await expect(groupHeadings(page).first()).toHaveText('Programm');
  await page.screenshot({ path: test.info().outputPath('menu-375.png') });
});

test('the box office and the door find their own entries first', async ({ browser }) => {
  test.setTimeout(60_000);
  for (const [who, first, entries] of [
    [STAFF_BOX_OFFICE, 'Kasse und Einlass', ['Bestellungen', 'Besucherkonten', 'Sitzpläne']],
    [STAFF_DOOR, 'Kasse und Einlass', ['Einlass (Tickets scannen)']],
  ] as const) {
    const context = await browser.newContext({ locale: 'en-US', timezoneId: 'America/New_York' });
    const page = await context.newPage();
    await loginAsStaff(page.request, who);
    await page.goto('/de/dashboard');
    await expect(groupHeadings(page).first()).toHaveText(first);
    await expect(groupHeadings(page).filter({ hasText: 'Programm' })).toHaveCount(0);
    for (const name of entries) await expect(menu(page).getByRole('menuitem', { name })).toBeVisible();
    await context.close();
  }
});

test('the seat-group editor speaks staff words, a new price row starts empty, the external link is empty', async ({
  page,
}) => {
  await loginAsStaff(page.request);
  await page.goto('/de/dashboard/events/create');
  await page.getByRole('tab', { name: 'Tickets' }).click();
  await page.getByRole('switch', { name: 'Tickets anbieten' }).check();
  await expect(page.getByLabel('Kennung der Platzgruppe')).toHaveValue('1');
  await expect(page.getByRole('combobox', { name: 'Verkauf' })).toHaveText('Im Verkauf');
  await expect(page.getByLabel('Tarif-Nummer')).toHaveValue('1');
  await expect(page.getByText('Verkaufsart-Nr.')).toHaveCount(0);
  await expect(page.getByLabel('Externer Ticket-Link')).toHaveValue('');

  // The prices' "Neu" comes before the seat groups' one.
  await page.getByRole('button', { name: 'Neu' }).first().click();
  await expect(page.getByLabel('Tarif', { exact: true })).toHaveCount(2);
  await expect(page.getByLabel('Tarif', { exact: true }).nth(1)).toHaveValue('');
  await expect(page.getByLabel('Tarif-Nummer').nth(1)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Nach oben' }).first()).toBeAttached();
  await expect(page.getByRole('button', { name: /Move up|Move down|Clear the list/ })).toHaveCount(0);
});

test('an event sold by our box office shows no "external" ticket link in its form', async ({ page }) => {
  test.setTimeout(60_000);
  await loginAsStaff(page.request);
  const list = await (await page.request.get('/de/api/events/?page_size=50')).json();
  const sold = (list.results as { id: number; id_jet: number | null; ticket_url: string | null }[]).find(
    (e) => e.id_jet && e.ticket_url === `/webshop/event/${e.id_jet}`,
  );
  expect(sold).toBeTruthy();
  await page.goto(`/de/dashboard/events/${sold!.id}`);
  await page.getByRole('tab', { name: 'Tickets' }).click();
  await expect(page.getByLabel('Externer Ticket-Link')).toHaveValue('');
});
