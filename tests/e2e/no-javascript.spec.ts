import { expect, test, type Page } from '@playwright/test';
import { STAFF } from './helpers';

// Issue 19 (5): every page renders its chrome without JavaScript, the 404 too; filter forms keep a
// submit button before and after JavaScript runs; no control that does nothing is shown without it.

const LIST = '/de/programm/veranstaltungen';

async function expectChrome(page: Page, lang: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('banner')).toBeAttached();
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toBeAttached();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the 404 page has the language, header, main, heading and footer', async ({ page }) => {
    for (const [path, lang, heading] of [
      ['/de/gibt-es-nicht', 'de', 'Diese Seite konnte nicht gefunden werden'],
      ['/en/program/events/x/99999999', 'en', 'This page could not be found'],
      ['/cs/neexistuje', 'cs', 'Tuto stránku se nepodařilo najít'],
    ] as const) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expectChrome(page, lang);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await expect(
        page
          .getByRole('contentinfo')
          .getByRole('link', { name: lang === 'de' ? 'Impressum' : lang === 'en' ? 'Imprint' : 'Tiráž' }),
      ).toBeAttached();
    }
  });

  test('the staff login works with its plain form, says a refusal in words and never puts the password in an address', async ({
    page,
  }) => {
    await page.goto('/de/login?next=/de/programm/veranstaltungen');
    await page.getByLabel('Benutzername oder E-Mail').fill(STAFF.username);
    await page.getByLabel('Passwort').fill('falsches-passwort');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText('Benutzername oder Passwort ist falsch.');
    expect(page.url()).not.toContain('falsches-passwort');
    await page.getByLabel('Benutzername oder E-Mail').fill(STAFF.username);
    await page.getByLabel('Passwort').fill(STAFF.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/de\/programm\/veranstaltungen$/);
    expect((await page.context().cookies()).map((c) => c.name)).toContain('sessionid');
  });

  test('the events list filters with its plain form; the dialog and calendar buttons are not shown', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(LIST);
    await expectChrome(page, 'de');
    await expect(page.getByRole('button', { name: 'Kalender' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Datum wählen' })).toBeHidden();
    const location = page.getByLabel('Ort', { exact: true });
    await expect(location).toBeVisible();
    const value = await location.locator('option', { hasText: /^Backhaus/ }).getAttribute('value');
    await location.selectOption(value!);
    const apply = page.getByRole('button', { name: 'Filter anwenden' });
    await expect(apply).toBeVisible();
    // The no-JavaScript info layer may cover the button: submit the form as the button would.
    await apply.dispatchEvent('click');
    await expect(page).toHaveURL(new RegExp(`room=${value}`));
    for (const text of await page.getByTestId('event-card').allInnerTexts()) expect(text).toContain('Backhaus');
  });

  test('no script-only button is shown on the home page and the events list', async ({ page }) => {
    for (const path of ['/de', LIST]) {
      await page.goto(path);
      const shown = await page
        .locator('button[type="button"]:visible')
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim()));
      expect(shown, path).toEqual([]);
      // The server-rendered cookie banner stays hidden: without JavaScript nothing needs consent.
      await expect(page.locator('section[aria-label="Cookie-Hinweis"]'), path).toBeAttached();
      await expect(page.getByRole('region', { name: 'Cookie-Hinweis' }), path).toHaveCount(0);
    }
  });

  test('the productions list has its Apply button', async ({ page }) => {
    await page.goto('/de/produktionen');
    await expectChrome(page, 'de');
    await expect(
      page.getByRole('form', { name: 'Produktionen filtern' }).getByRole('button', { name: 'Filter anwenden' }),
    ).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test('the filter forms of events and productions still have a submit button', async ({ page }) => {
    await page.goto(LIST);
    const form = page.locator('form', { has: page.locator('select[name="room"]') }).first();
    await expect(form.locator('select').first()).toBeVisible();
    // Applied on change; the submit stays for keyboard users and leads to the results.
    await expect(form.locator('button[type="submit"]')).toHaveCount(1);
    await page.goto('/de/produktionen');
    await expect(
      page.getByRole('form', { name: 'Produktionen filtern' }).getByRole('button', { name: 'Filter anwenden' }),
    ).toBeVisible();
  });

  test('a client-side 404 keeps the header and footer too', async ({ page }) => {
    const res = await page.goto('/de/gibt-es-nicht-2');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Diese Seite konnte nicht gefunden werden');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
  });
});

test.describe('plain HTTP', () => {
  test('404 answers carry the page, not an empty shell; the internal 404 body is not public', async ({ request }) => {
    const res = await request.get('/de/does-not-exist');
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<main');
    expect(html).toMatch(/<h1[^>]*>[^<]*Diese Seite konnte nicht gefunden werden/);
    expect(html).not.toContain('__next_error__');
    expect((await request.get('/de/not-found-body')).status()).toBe(404);
  });
});

test.describe('feedback', () => {
  test('the loading bar shows on a client navigation that takes longer than 200 ms', async ({ page }) => {
    await page.context().addCookies([
      {
        name: 'cookie_consent',
        value: encodeURIComponent(JSON.stringify({ v: 1, tracking: false, media: false })),
        url: 'http://localhost',
      },
    ]);
    // Slow down the RSC answer of the navigation, as a slow network or server would; prefetches are
    // refused, or one finished before the click would make the navigation instant.
    await page.route('**/*', async (route) => {
      const headers = route.request().headers();
      if (headers['next-router-prefetch']) return route.abort();
      if (headers['rsc'] === '1') await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.goto('/de');
    // The page listens for navigations once hydrated; the bar's code and stylesheet load at the click.
    await expect(page.locator('html')).toHaveClass(/\bjs\b/);
    await expect(page.locator('html')).toHaveAttribute('data-loading-bar', '');
    const link = page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link').first();
    const target = await link.getAttribute('href');
    await link.click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 5_000 });
  });
});
