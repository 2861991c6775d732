import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { loginAsStaff } from './helpers';

// The back office (issue 14): staff make content in the dashboard, visitors see it on the next request.

const stamp = Date.now().toString(36);
const berlin = (days: number, time: string) => {
  const day = new Date(Date.now() + days * 86400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
  return { input: `${day}T${time}`, ddmmyyyy: day.split('-').reverse().join('-'), iso: day };
};
const visitor = async (browser: Browser) => (await browser.newContext({ locale: 'de-DE' })).newPage();

async function save(page: Page) {
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText(/^Element wurde (aktualisiert|erstellt)/)).toBeVisible();
}

test.describe('back office @site-state', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsStaff(page.request);
  });

  test('staff create a production and a date with 30 seats; a visitor finds it and adds 2 tickets', async ({
    page,
    browser,
  }) => {
    const title = `Die Mühlenwette ${stamp}`;
    await page.goto('/de/dashboard/productions/create');
    await page.getByRole('textbox', { name: 'Titel', exact: true }).fill(title);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/\/de\/dashboard\/productions\/\d+$/);

    const when = berlin(23, '18:30');
    await page.goto('/de/dashboard/events/create');
    await page.getByRole('textbox', { name: 'Titel', exact: true }).fill(title);
    await page.getByLabel('Beginn').fill(when.input);
    await page.getByRole('tab', { name: 'Produktion' }).click();
    await page.getByRole('combobox', { name: 'Produktion' }).fill(title);
    await page.getByRole('option', { name: title }).click();
    await page.getByRole('tab', { name: 'Tickets' }).click();
    await page.getByRole('switch', { name: 'Tickets anbieten' }).check();
    await expect(page.getByLabel('Plätze')).toHaveValue('30');
    await page.getByLabel('Preis in Euro').fill('12.50');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/\/de\/dashboard\/events\/\d+$/);

    const guest = await visitor(browser);
    await guest.goto(`/de/programm/veranstaltungen?date=${when.ddmmyyyy}`);
    const item = guest.getByRole('article').filter({ hasText: title });
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: /^Tickets für .* auswählen$/ }).click();
    const widget = guest.getByRole('region', { name: /^Ticketauswahl für/ }).first();
    await widget.getByRole('button', { name: 'Ein Ticket mehr: Vollpreis' }).click();
    await widget.getByRole('button', { name: 'Ein Ticket mehr: Vollpreis' }).click();
    await widget.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(widget.getByText('2 Tickets wurden erfolgreich in Ihren Warenkorb gelegt.')).toBeVisible();
    await expect(guest.getByTestId('cart-count')).toHaveText('2');
  });

  test('staff add a redirect and the old path answers 301 to the new one', async ({ page }) => {
    const old = `/de/e2e-alt-${stamp}`;
    await page.goto('/de/dashboard/redirects/create');
    await page.getByLabel('Alter Pfad *').fill(old);
    await page.getByLabel('Neues Ziel *').fill('/de/produktionen');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/\/de\/dashboard\/redirects$/);
    await expect(page.getByRole('cell', { name: old })).toBeVisible();
    await expect
      .poll(async () => {
        const res = await page.request.get(old, { maxRedirects: 0 });
        return `${res.status()} ${res.headers().location ?? ''}`;
      })
      .toMatch(/^301 .*\/de\/produktionen$/);
  });

  test('staff switch the site offline: visitors get 503, staff still browse; switching back restores it', async ({
    page,
    browser,
  }) => {
    const guest = await visitor(browser);
    const csrf = await loginAsStaff(page.request);
    await page.goto('/de/dashboard/settings');
    const online = page.getByRole('switch', { name: 'Website online' });
    await expect(online).toBeChecked();
    await online.uncheck();
    await save(page);
    try {
      await expect.poll(async () => (await guest.request.get('/de/besuch')).status()).toBe(503);
      await guest.goto('/de/besuch');
      await expect(guest.getByText('Website offline')).toBeVisible();
      expect((await page.request.get('/de/besuch')).status()).toBe(200);
      await page.getByRole('switch', { name: 'Website online' }).check();
      await save(page);
    } finally {
      // Whatever failed above, the site must not stay offline for the tests after this one.
      await page.request.patch('/api/settings/1/', {
        data: { is_site_online: true },
        headers: { 'x-csrftoken': csrf },
      });
    }
    await expect.poll(async () => (await guest.request.get('/de/besuch')).status()).toBe(200);
  });

  test("staff set an opening-hours exception for today and the header's label changes", async ({ page, browser }) => {
    const today = berlin(0, '00:00').iso;
    await page.goto('/de/dashboard/opening-hours-exceptions/create');
    await page.getByLabel('Von (Tag) *').fill(today);
    await page.getByLabel('Bis (Tag) *').fill(today);
    await page.getByLabel('Öffnet').fill('00:00');
    await page.getByLabel('Schließt').fill('23:59');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/\/de\/dashboard\/opening-hours-exceptions$/);
    const guest = await visitor(browser);
    await expect(async () => {
      await guest.goto('/de');
      await expect(guest.getByTestId('opening-hours')).toHaveText('Geöffnet bis 23:59 Uhr');
    }).toPass();
    // Tidy up: the exception would change the label for the tests after this one.
    await page.getByRole('cell', { name: '23:59' }).first().click();
    await page.getByRole('button', { name: 'Löschen' }).click();
    await expect(page).toHaveURL(/\/de\/dashboard\/opening-hours-exceptions$/);
  });

  test("the spinner of a loading list has a name (axe's aria-progressbar-name, which used to catch it mid-load)", async ({
    page,
  }) => {
    await page.goto('/de/dashboard/events');
    await expect(page.getByRole('heading', { name: 'Termine' })).toBeVisible();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/events/**', async (route) => {
      await gate;
      await route.fallback();
    });
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(page.getByRole('progressbar', { name: 'Die Seite wird geladen.' }).first()).toBeVisible();
    release();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('axe finds no violations on a dashboard list and form at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const path of ['/de/dashboard/events', '/de/dashboard/productions/create']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: /Termine|Produktionen erstellen/ })).toBeVisible();
      await expect(page.getByRole('textbox').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
  });
});

test('every dashboard route renders for staff under the production build, and sends anonymous visitors to the login', async ({
  page,
}) => {
  const routes = [
    '/de/dashboard',
    '/de/dashboard/orders',
    '/de/dashboard/events',
    '/de/dashboard/articles',
    '/de/dashboard/pages/2',
    '/en/dashboard/venues',
    '/cs/dashboard/settings',
    '/de/dashboard/reports',
    '/de/dashboard/events/create',
  ];
  for (const path of routes) expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(307);
  await loginAsStaff(page.request);
  for (const path of routes) expect((await page.request.get(path)).status(), path).toBe(200);
});
