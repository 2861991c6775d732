import { expect, test } from '@playwright/test';
import { loginAsStaff } from './helpers';

test.describe('languages and localized paths', () => {
  for (const [locale, heading, lang] of [
    ['de', 'Willkommen im Museumsdorf Lindenau', 'de'],
    ['en', 'Welcome to Lindenau museum village', 'en'],
    ['cs', 'Vítejte v muzejní vesnici Lindenau', 'cs'],
  ] as const) {
    test(`home in ${locale}`, async ({ page }) => {
      const res = await page.goto(`/${locale}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });
  }

  test('the root goes to the visitor’s language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'cs-CZ' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/cs$/);
    await context.close();
  });

  test('localized paths and the language switch lead to the same page', async ({ page }) => {
    await page.goto('/de/besuch/anreise');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anreise');
    await page.getByRole('navigation', { name: 'Sprache wählen' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/visit\/getting-here$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting here');
    await page.getByRole('navigation', { name: 'Choose language' }).getByRole('link', { name: 'Čeština' }).click();
    await expect(page).toHaveURL(/\/cs\/navsteva\/doprava$/);
  });

  test('menu links reach submenu pages, as client navigations that mark the current page', async ({ page }) => {
    await page.goto('/de');
    await expect(page.locator('html')).toHaveAttribute('data-loading-bar', '');
    // Survives only a client navigation: a full page load would start a new window object.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await menu.getByRole('link', { name: 'Besuch planen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Besuch planen');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(menu.getByRole('link', { name: 'Besuch planen' })).toHaveAttribute('aria-current', 'page');
  });

  test('meta, canonical and hreflang come from the page fields', async ({ page }) => {
    const response = await page.goto('/en/visit');
    // Only the page's own alternates: the middleware's Link header would name the German slugs.
    expect(response?.headers()['link'] ?? '').not.toContain('hreflang');
    await expect(page).toHaveTitle('Plan your visit | Lindenau Open-Air Museum');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/visit$/);
    await expect(page.locator('link[rel="alternate"][hreflang="cs"]')).toHaveAttribute('href', /\/cs\/navsteva$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/media\/\d+\/large\.webp$/);
  });
});

test.describe('errors', () => {
  test('404 page says so, links home and logs the URL', async ({ page, request }) => {
    const logged = page.waitForRequest((r) => r.url().endsWith('/api/dashboard-error-log/') && r.method() === 'POST');
    const res = await page.goto('/en/this-does-not-exist');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    const body = (await logged).postDataJSON();
    expect(body.url).toBe('/en/this-does-not-exist');
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
    // The configured custom HTML for 404 (/html/404.html) is shown as well.
    await expect(page.getByText('This door is closed')).toBeVisible();
    expect((await request.get('/de/sommerfest-2027')).status()).toBe(404);
  });

  test('a client-side navigation to a missing page shows the 404 in the page language', async ({ page }) => {
    // The not-found boundaries carry the texts of the page's language only (set by its layout).
    for (const [locale, heading, home] of [
      ['en', 'This page could not be found', 'Back to the home page'],
      ['cs', 'Tuto stránku se nepodařilo najít', 'Na úvodní stránku'],
    ]) {
      await page.goto(`/${locale}`);
      await expect(page.locator('html')).toHaveAttribute('data-loading-bar', '');
      // As an internal link to a page that is gone would (next/link's router).
      await page.evaluate(
        (path) => (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push(path),
        `/${locale}/gone-${locale}`,
      );
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: home })).toHaveAttribute('href', `/${locale}`);
    }
  });

  test('path traversal and overlong paths are a 404, never a 500', async ({ request }) => {
    for (const path of [
      '/de/%2e%2e/%2e%2e/etc/passwd',
      `/de/${'a'.repeat(2000)}`,
      '/de/%E0%A4%A',
      '/api/x%E0%A4%A/',
      '/media/1/%E0%A4%A',
      '/de/\u202e',
    ]) {
      const res = await request.get(path, { maxRedirects: 5 });
      expect(res.status(), path).toBeLessThan(500);
      expect([404, 400]).toContain(res.status());
    }
  });
});

test.describe('proxy rules', () => {
  test('the ?v= flag is removed by a 301 for visitors', async ({ request }) => {
    const res = await request.get('/de/besuch?v=12', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toMatch(/\/de\/besuch$/);
  });

  test('a webshop legacy path leads to the events list; the webshop renders in its layout', async ({
    page,
    request,
  }) => {
    const res = await request.get('/webshop/eventlist', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toMatch(/\/de\/programm\/veranstaltungen$/);
    await page.goto('/testshop');
    await expect(page.getByRole('heading', { level: 1, name: 'Ticketshop' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/de/webshop/cart');
    await expect(page.getByRole('link', { name: 'Zur Website' })).toBeVisible();
  });

  test('an alternative path leads to the canonical one', async ({ request }) => {
    const res = await request.get('/de/abonnements', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toMatch(/\/de\/series$/);
  });

  test('the site icon is declared and served', async ({ page, request }) => {
    await page.goto('/de');
    const href = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href');
    expect((await request.get(href!)).headers()['content-type']).toContain('image/svg+xml');
    expect((await request.get('/favicon.ico')).headers()['content-type']).toMatch(
      /image\/(x-icon|vnd\.microsoft\.icon)/,
    );
  });

  test('sitemap lists every online page in every language; robots points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/cs/navsteva/doprava</loc>');
    expect(sitemap).toContain('/en/visit/getting-here</loc>');
    expect(sitemap).not.toContain('sommerfest-2027');
    expect(await (await request.get('/robots.txt')).text()).toContain('/sitemap.xml');
  });
});

test.describe('site state @site-state', () => {
  test('a new entry in the redirect table answers with a 301', async ({ request }) => {
    const csrf = await loginAsStaff(request);
    const add = await request.post('/de/pageeditor-api/redirect', {
      data: { old_path: '/de/alte-anreise', new_path: '/de/besuch/anreise' },
      headers: { 'x-csrftoken': csrf },
    });
    expect(add.status()).toBe(201);
    await expect
      .poll(async () => {
        const res = await request.get('/de/alte-anreise', { maxRedirects: 0 });
        return `${res.status()} ${res.headers().location ?? ''}`;
      })
      .toMatch(/^301 .*\/de\/besuch\/anreise$/);
  });

  test('a page the server answers from its copy shows a settings write, a new redirect and the offline switch on the next request', async ({
    request,
    baseURL,
  }) => {
    // Staff write through `request` (its session cookie); the visitor sends no cookie, so the server
    // answers repeated visits from its response cache (server/stages/response-cache.ts).
    const csrf = await loginAsStaff(request);
    const visitor = (path: string) => fetch(`${baseURL}${path}`, { redirect: 'manual' });
    const path = '/en/visit/getting-here';
    const cachedCopy = () => expect.poll(async () => (await visitor(path)).headers.get('x-museum-cache')).toBe('HIT');
    const before = ((await (await request.get('/pageeditor-api/settings')).json()) as { data: { html_header: string } })
      .data;
    const marker = `response-cache-${Date.now()}`;
    await cachedCopy();
    expect(
      (
        await request.patch('/pageeditor-api/settings', {
          data: { html_header: `<meta name="museum-rc" content="${marker}">` },
          headers: { 'x-csrftoken': csrf },
        })
      ).status(),
    ).toBe(200);
    try {
      // No polling: the very next request.
      const fresh = await visitor(path);
      expect(fresh.headers.get('x-museum-cache')).toBeNull();
      expect(await fresh.text()).toContain(marker);
    } finally {
      await request.patch('/pageeditor-api/settings', {
        data: { html_header: before.html_header },
        headers: { 'x-csrftoken': csrf },
      });
    }

    await cachedCopy();
    const add = await request.post('/api/redirects/', {
      data: { old_path: path, new_path: '/en/visit' },
      headers: { 'x-csrftoken': csrf },
    });
    expect(add.status()).toBe(201);
    const { id } = (await add.json()) as { id: number };
    try {
      const moved = await visitor(path);
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toMatch(/\/en\/visit$/);
    } finally {
      expect(
        (await request.delete(`/api/redirects/${id}/`, { headers: { 'x-csrftoken': csrf } })).status(),
      ).toBeLessThan(300);
    }
    expect((await visitor(path)).status).toBe(200);

    await cachedCopy();
    expect(
      (
        await request.patch('/pageeditor-api/settings', {
          data: { is_site_online: false },
          headers: { 'x-csrftoken': csrf },
        })
      ).status(),
    ).toBe(200);
    try {
      expect((await visitor(path)).status).toBe(503);
    } finally {
      expect(
        (
          await request.patch('/pageeditor-api/settings', {
            data: { is_site_online: true },
            headers: { 'x-csrftoken': csrf },
          })
        ).status(),
      ).toBe(200);
    }
    expect((await visitor(path)).status).toBe(200);
  });

  test('switching the site offline answers 503 Website offline', async ({ page, request }) => {
    const csrf = await loginAsStaff(request);
    const patch = (online: boolean) =>
      request.patch('/pageeditor-api/settings', { data: { is_site_online: online }, headers: { 'x-csrftoken': csrf } });
    expect((await patch(false)).status()).toBe(200);
    try {
      await expect.poll(async () => (await page.request.get('/en/visit')).status()).toBe(503);
      const res = await page.goto('/en/visit');
      expect(res?.status()).toBe(503);
      await expect(page.getByRole('heading', { name: 'Website offline' })).toBeVisible();
      // Load balancers keep probing an instance while the site is switched offline.
      const health = await page.request.get('/api/health');
      expect(health.status()).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok' });
    } finally {
      expect((await patch(true)).status()).toBe(200);
    }
    await expect.poll(async () => (await request.get('/en/visit')).status()).toBe(200);
  });
});
