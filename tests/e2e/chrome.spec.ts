import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAsStaff } from './helpers';

const CONSENT_COOKIE = 'cookie_consent';
const origin = () => test.info().project.use.baseURL ?? 'http://localhost:3100';

/** Records a consent choice before the page loads, so the banner does not sit over the content. */
async function decideConsent(page: Page, choice = { tracking: false, media: false }) {
  await page
    .context()
    .addCookies([
      { name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify({ v: 1, ...choice })), url: origin() },
    ]);
}

test.describe('header', () => {
  test('today’s opening hours are shown in the top bar', async ({ page }) => {
    await page.goto('/de');
    await expect(page.getByTestId('opening-hours')).toHaveText(
      /^(Geöffnet (ab|bis) \d\d:\d\d Uhr|Geöffnet [\d:–, ]+ Uhr|Geschlossen)$/,
    );
  });

  test('the skip link is the first stop and leads to the content', async ({ page }) => {
    await decideConsent(page);
    await page.goto('/de');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#content$/);
  });

  test('the header changes style after a quarter of the window height', async ({ page }) => {
    await decideConsent(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/de');
    const header = page.getByTestId('site-header');
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 260));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-scrolled');
  });

  test('on a phone only the main bar stays in view while scrolling; the top bar scrolls away', async ({ page }) => {
    await decideConsent(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/de');
    const header = page.getByTestId('site-header');
    const logo = header.getByRole('link', { name: /Freilichtmuseum Lindenau/ });
    // Hours and languages in one row, service icons and search in the other.
    expect(await header.evaluate((el) => el.firstElementChild!.getBoundingClientRect().height)).toBeLessThan(115);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(logo).toBeInViewport();
    const box = (await header.boundingBox())!;
    // The top bar (hours, service links, search, languages) is above the viewport's edge.
    expect(box.y).toBeLessThan(-40);
    expect(box.y + box.height).toBeLessThan(120);
    await expect(header.getByText(/Geöffnet|Geschlossen/).first()).not.toBeInViewport();
  });

  test('desktop submenus open by button and close on Escape', async ({ page }) => {
    await decideConsent(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/de');
    const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const toggle = menu.getByRole('button', { name: 'Untermenü Besuch planen' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Anreise' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Anreise' })).toBeHidden();
  });

  test('on a desktop the search field stays folded into its button from the first paint, and shows without JavaScript', async ({
    page,
    browser,
  }) => {
    await decideConsent(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    const service = page.getByRole('navigation', { name: 'Service' });
    // Only the HTML and its stylesheets: what the visitor sees before React takes over.
    await page.route('**/_next/static/chunks/**', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.continue(),
    );
    await page.goto('/de');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(service.getByRole('combobox')).toBeHidden();
    await page.unroute('**/_next/static/chunks/**');
    await page.reload();
    await service.getByRole('button', { name: 'Suche öffnen' }).click();
    await expect(service.getByRole('combobox')).toBeFocused();

    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      locale: 'de-DE',
      viewport: { width: 1280, height: 800 },
    });
    const plain = await noScript.newPage();
    await plain.goto(`${origin()}/de`);
    const field = plain.getByRole('navigation', { name: 'Service' }).getByRole('combobox', { name: 'Suche' });
    await expect(field).toBeVisible();
    await field.fill('Mühle');
    await field.press('Enter');
    await expect(plain).toHaveURL(/\/de\/search\?q=M%C3%BChle/);
    await noScript.close();
  });

  test('landing pages hide the menu and the top alert', async ({ page }) => {
    await decideConsent(page);
    await page.goto('/de/winterzauber');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winterzauber im Museumsdorf');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Aktueller Hinweis' })).toHaveCount(0);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens by keyboard, keeps focus inside, closes on Escape and returns focus', async ({ page }) => {
    await decideConsent(page);
    await page.goto('/de');
    const alert = page.getByRole('region', { name: 'Aktueller Hinweis' });
    await expect(alert).toBeVisible();
    const burger = page.getByRole('button', { name: 'Menü', exact: true });
    await burger.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Hauptnavigation' });
    await expect(panel).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Menü schließen' })).toBeFocused();
    // The alert steps aside while the menu is open.
    await expect(alert).toBeHidden();

    // Accordion submenu by keyboard.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const sub = panel.getByRole('button', { name: 'Untermenü Besuch planen' });
    await expect(sub).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('link', { name: 'Anreise' })).toBeVisible();

    // Focus never leaves the panel.
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('mobile-menu')?.contains(document.activeElement))).toBe(
      true,
    );

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(burger).toBeFocused();
    await expect(alert).toBeVisible();
  });

  test('closes on an outside click and after following a link', async ({ page }) => {
    await decideConsent(page);
    await page.goto('/de');
    await page.getByRole('button', { name: 'Menü', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Hauptnavigation' });
    await expect(panel).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Menü', exact: true }).click();
    await panel.getByRole('link', { name: 'Das Museumsdorf' }).click();
    await expect(page).toHaveURL(/\/de\/museumsdorf$/);
    await expect(panel).toBeHidden();
  });

  test('stays open when the burger link was followed before the page became interactive', async ({ page }) => {
    await decideConsent(page);
    await page.goto('/de#mobile-menu');
    const burger = page.getByRole('button', { name: 'Menü', exact: true });
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('dialog', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(page).toHaveURL(/\/de$/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Hauptnavigation' })).toBeHidden();
  });
});

test.describe('mobile menu without JavaScript', () => {
  test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });

  test('the burger link opens the menu with its submenus, and its links work', async ({ page }) => {
    await page.goto('/de');
    const panel = page.getByRole('dialog', { name: 'Hauptnavigation' });
    await expect(panel).toBeHidden();
    // The script-driven button is not offered when it could not work.
    await expect(page.getByRole('button', { name: 'Menü', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Menü', exact: true }).click();
    await expect(page).toHaveURL(/#mobile-menu$/);
    await expect(panel).toBeVisible();
    // Submenus are open: their toggle buttons need JavaScript.
    await expect(panel.getByRole('link', { name: 'Anreise' })).toBeVisible();

    await panel.getByRole('link', { name: 'Menü schließen' }).click();
    await expect(panel).toBeHidden();

    await page.getByRole('link', { name: 'Menü', exact: true }).click();
    await panel.getByRole('link', { name: 'Das Museumsdorf' }).click();
    await expect(page).toHaveURL(/\/de\/museumsdorf$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Hauptnavigation' })).toBeHidden();
  });
});

test.describe('top alert', () => {
  test('stays closed after a reload once dismissed', async ({ page }) => {
    await decideConsent(page);
    await page.goto('/de');
    const alert = page.getByRole('region', { name: 'Aktueller Hinweis' });
    await expect(alert).toContainText('Weihnachtsmarkt im Museumsdorf');
    await alert.getByRole('button', { name: 'Hinweis schließen' }).click();
    await expect(alert).toBeHidden();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'top-alert-noeku')?.value).toMatch(/^\d+$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Aktueller Hinweis' })).toBeHidden();
  });

  test('a closed alert is hidden before the page runs any of its scripts', async ({ page }) => {
    await decideConsent(page);
    await page.goto('/de');
    await page
      .getByRole('region', { name: 'Aktueller Hinweis' })
      .getByRole('button', { name: 'Hinweis schließen' })
      .click();
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'top-alert-noeku'))
      .toBe(true);
    // Only the HTML with its inline head scripts: React never takes over.
    await page.route('**/_next/static/chunks/**', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.continue(),
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Aktueller Hinweis' })).toBeHidden();
    // Another alert's id in the cookie: this one shows, still without the page's scripts.
    await page.context().addCookies([{ name: 'top-alert-noeku', value: '999999', url: origin() }]);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Aktueller Hinweis' })).toBeVisible();
  });

  test('comes back when another alert is current', async ({ page }) => {
    await decideConsent(page);
    await page.context().addCookies([{ name: 'top-alert-noeku', value: '999999', url: origin() }]);
    await page.goto('/de');
    await expect(page.getByRole('region', { name: 'Aktueller Hinweis' })).toBeVisible();
  });
});

test.describe('cookie consent', () => {
  test('the banner appears, the choice is stored and can be changed from the footer', async ({ page }) => {
    await page.goto('/de');
    const banner = page.getByRole('region', { name: 'Cookie-Hinweis' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(banner).toBeHidden();
    const stored = (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE);
    expect(JSON.parse(decodeURIComponent(stored!.value))).toMatchObject({ tracking: false, media: false });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie-Hinweis' })).toHaveCount(0);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Notwendig' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Notwendig' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'Externe Medien' }).check();
    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(dialog).toBeHidden();
    const changed = (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE);
    expect(JSON.parse(decodeURIComponent(changed!.value))).toMatchObject({ tracking: false, media: true });
  });

  test('the banner is in the page before its scripts run, only for visitors who have not decided', async ({ page }) => {
    // Scripts held back: what shows is the server's HTML and the inline banner script alone (issue
    // #19: rendered after hydration, the banner's text was the page's late largest paint).
    await page.route('**/_next/static/chunks/**', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.continue(),
    );
    await page.goto('/de/programm/veranstaltungen');
    const banner = page.getByRole('region', { name: 'Cookie-Hinweis' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/\bjs\b/);
    await page.goto('/de/impressum');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie-Hinweis' })).toHaveCount(0);
    await decideConsent(page);
    await page.goto('/de/programm/veranstaltungen');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie-Hinweis' })).toHaveCount(0);
  });

  test('on a phone the banner is not the largest paint of a first visit', async ({ page }) => {
    // Issue #19: its text was the LCP element of every page a first-time visitor opened.
    await page.setViewportSize({ width: 412, height: 823 });
    for (const path of [
      '/de/programm/veranstaltungen',
      '/en/search?q=bread',
      '/cs/program/udalosti/peceni-chleba-v-peci-na-drevo/1',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('region', { name: /cookie/i })).toBeVisible();
      const largest = await page.evaluate(
        () =>
          new Promise<string>((resolve) =>
            new PerformanceObserver((list) => {
              const element = (list.getEntries().at(-1) as LargestContentfulPaint | undefined)?.element;
              resolve(
                element?.closest('section[aria-label]')?.getAttribute('aria-label') ?? element?.tagName ?? 'none',
              );
            }).observe({ type: 'largest-contentful-paint', buffered: true }),
          ),
      );
      expect(largest, path).not.toMatch(/cookie/i);
    }
  });

  test("the settings dialog's texts come when it opens, in the page's language, and are in no page HTML", async ({
    page,
    request,
  }) => {
    expect(await (await request.get('/de')).text()).not.toContain(
      'Wählen Sie aus, welche Dienste wir verwenden dürfen',
    );
    for (const [locale, title] of [
      ['de', 'Cookie-Einstellungen'],
      ['en', 'Cookie settings'],
      ['cs', 'Nastavení cookies'],
    ]) {
      const texts = await request.get(`/${locale}/api/cookie-manager-texts/`);
      expect(texts.status(), locale).toBe(200);
      expect((await texts.json()).managerTitle, locale).toBe(title);
    }
    expect((await request.get('/xx/api/cookie-manager-texts/')).status()).toBe(404);
    await decideConsent(page);
    await page.goto('/en');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog.getByRole('checkbox', { name: 'External media' })).toBeVisible();
    // The first control has the focus once the texts are in (the loading line's Close button had it).
    await expect(dialog.getByRole('checkbox', { name: 'Tracking' })).toBeFocused();
  });

  test('the settings dialog closes on Escape without saving', async ({ page }) => {
    await decideConsent(page);
    await page.goto('/de');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Tracking' }).check();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const stored = (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE);
    expect(JSON.parse(decodeURIComponent(stored!.value))).toMatchObject({ tracking: false });
  });
});

test.describe('consent gate on embeds', () => {
  test('outside players load only after one click allows external media', async ({ page }) => {
    await decideConsent(page);
    await page.goto('/de/modul-galerie');
    const players = page.locator('iframe[src*="youtube"], iframe[src*="vimeo"]');
    await expect(page.getByText('Hier wird ein Inhalt von YouTube geladen').first()).toBeVisible();
    await expect(players).toHaveCount(0);
    await page.getByRole('button', { name: 'YouTube laden' }).first().click();
    await expect(players.first()).toBeAttached();
    await expect(page.getByText('Hier wird ein Inhalt von YouTube geladen')).toHaveCount(0);
    const stored = (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE);
    expect(JSON.parse(decodeURIComponent(stored!.value))).toMatchObject({ tracking: false, media: true });
    // The choice holds on the next visit.
    await page.reload();
    await expect(players.first()).toBeAttached();
  });
});

test.describe('footer', () => {
  test('external links open in a new tab without the opener', async ({ page }) => {
    await decideConsent(page);
    await page.goto('/de');
    const footer = page.getByRole('contentinfo');
    const whistle = footer.getByRole('link', { name: /Hinweisgeberschutzgesetz/ });
    await expect(whistle).toHaveAttribute('target', '_blank');
    await expect(whistle).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/de/impressum');
    for (const logo of await footer.getByRole('region', { name: 'Förderer und Partner' }).getByRole('link').all()) {
      await expect(logo).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

test.describe('accessibility', () => {
  for (const [name, path] of [
    ['home', '/de'],
    ['module gallery', '/de/modul-galerie'],
  ] as const) {
    for (const width of [375, 1280]) {
      test(`${name} has no serious or critical axe violations at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        // Scan with the cookie banner open: it is part of what a first-time visitor meets.
        await expect(page.getByRole('region', { name: 'Cookie-Hinweis' })).toBeVisible();
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }
});

test.describe('site settings @site-state', () => {
  test('the head HTML of the site settings is in the head of public pages only', async ({ page }) => {
    // page.request shares the page's cookies: the dashboard below is seen logged in.
    const csrf = await loginAsStaff(page.request);
    const patch = (html_header: string) =>
      page.request.patch('/pageeditor-api/settings', { data: { html_header }, headers: { 'x-csrftoken': csrf } });
    const before = (
      (await (await page.request.get('/pageeditor-api/settings')).json()) as { data: { html_header: string } }
    ).data.html_header;
    const snippet = '<meta name="museum-e2e-check" content="head-html"><script>window.museumHeadHtml = "ran";</script>';
    expect((await patch(snippet)).status()).toBe(200);
    try {
      await expect.poll(async () => (await page.request.get('/en/visit')).text()).toContain('museum-e2e-check');
      await page.goto('/en/visit');
      await expect(page.locator('head meta[name="museum-e2e-check"]')).toHaveAttribute('content', 'head-html');
      expect(await page.evaluate(() => (window as unknown as { museumHeadHtml?: string }).museumHeadHtml)).toBe('ran');
      // The webshop is public too (its own layout).
      await expect.poll(async () => (await page.request.get('/webshop')).text()).toContain('museum-e2e-check');
      await page.goto('/de/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('meta[name="museum-e2e-check"]')).toHaveCount(0);
    } finally {
      expect((await patch(before)).status()).toBe(200);
    }
  });
});
