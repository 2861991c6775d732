import { expect, test, type APIRequestContext } from '@playwright/test';

// Issue 19 (6): zero broken links. From /de, /en and /cs every internal link (<a href>, and
// <link rel="alternate|canonical">) is followed breadth-first with plain HTTP requests, to depth 3.
// Bounded: one query variant per path, no back office, no logout, no files' contents parsed.

const DEPTH = 3;
const PARALLEL = 4;
const SKIP = [/^\/(de|en|cs)\/dashboard(\/|$)/, /logout/, /^\/_next\//, /^\/monitoring/];

function linksOf(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) out.push(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0];
    if (!/\srel="(alternate|canonical)"/.test(tag)) continue;
    const href = /\shref="([^"]*)"/.exec(tag);
    if (href) out.push(href[1]);
  }
  return out.map((href) => href.replaceAll('&amp;', '&'));
}

async function crawl(request: APIRequestContext, origin: string) {
  const seen = new Set<string>();
  const pathsWithQuery = new Set<string>();
  const broken: string[] = [];
  let frontier = ['/de', '/en', '/cs'].map((url) => ({ url, from: '(start)' }));
  frontier.forEach(({ url }) => seen.add(url));
  let requests = 0;

  const admit = (href: string, base: string): string | null => {
    if (/^(mailto|tel|javascript|data):/i.test(href) || href.startsWith('#')) return null;
    const url = new URL(href, base);
    if (url.origin !== origin) return null;
    url.hash = '';
    if (SKIP.some((re) => re.test(url.pathname))) return null;
    if (url.search) {
      if (pathsWithQuery.has(url.pathname)) return null;
      pathsWithQuery.add(url.pathname);
    }
    const key = url.pathname + url.search;
    if (seen.has(key)) return null;
    seen.add(key);
    return key;
  };

  for (let depth = 0; depth <= DEPTH && frontier.length; depth++) {
    const next: typeof frontier = [];
    const queue = [...frontier];
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let item = queue.shift(); item; item = queue.shift()) {
          requests++;
          const res = await request.get(item.url, { failOnStatusCode: false, timeout: 30_000 });
          if (res.status() >= 400) {
            broken.push(`${item.url} -> ${res.status()} (linked from ${item.from})`);
            continue;
          }
          if (depth === DEPTH || !(res.headers()['content-type'] ?? '').includes('text/html')) continue;
          const base = new URL(res.url()).href;
          for (const href of linksOf(await res.text())) {
            const key = admit(href, base);
            if (key) next.push({ url: key, from: item.url });
          }
        }
      }),
    );
    frontier = next;
  }
  return { requests, broken };
}

test('every internal link from /de, /en and /cs answers below 400', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const { requests, broken } = await crawl(request, new URL(baseURL!).origin);
  console.info(`link crawl: ${requests} addresses requested, ${broken.length} broken`);
  expect(broken).toEqual([]);
  expect(requests).toBeGreaterThan(150);
});

test.describe('links that depend on the page', () => {
  test('shop and cart links follow the page language, not the browser’s', async ({ request }) => {
    const html = await (
      await request.get('/en/program/events', { headers: { 'accept-language': 'de-DE,de;q=0.9' } })
    ).text();
    expect(html).toMatch(/href="\/en\/webshop\/cart"/);
    expect(html).toMatch(/href="\/en\/webshop"/);
    // Ticket links of the event cards too (their data names /webshop/event/… without a language).
    expect(html).toMatch(/href="\/en\/webshop\/event\/\d+"/);
    expect(html).not.toMatch(/href="\/webshop[/"]/);
  });

  test('a redirect entry with a dot in its old path fires', async ({ request }) => {
    const res = await request.get('/de/anfahrt.html', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe('/de/besuch/anreise');
  });

  test('the language switch of every article leads to a page, in each other language', async ({ request }) => {
    const html = await (await request.get('/de/mediathek-de')).text();
    const articles = [
      ...new Set([...html.matchAll(/href="(\/de\/mediathek-de\/(?!categories\/|tags)[^"/]+\/\d+)"/g)].map((m) => m[1])),
    ];
    expect(articles.length).toBeGreaterThan(5);
    for (const path of articles) {
      for (const to of ['en', 'cs']) {
        const res = await request.get(`/api/locale-switch/?to=${to}&path=${encodeURIComponent(path)}`);
        expect(res.status(), `${path} -> ${to}: ${res.url()}`).toBe(200);
        expect(new URL(res.url()).pathname.startsWith(`/${to}/`)).toBe(true);
      }
    }
  });
});

test('the language switch keeps the query of a filtered list', async ({ page }) => {
  await page.goto('/de/programm/veranstaltungen');
  const room = await page
    .getByLabel('Ort', { exact: true })
    .locator('option', { hasText: /^Backhaus/ })
    .getAttribute('value');
  await page.goto(`/de/programm/veranstaltungen?room=${room}`);
  await page
    .getByRole('navigation', { name: 'Sprache wählen' })
    .getByRole('link', { name: /English/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/en/program/events\\?room=${room}$`));
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue(room!);
});
