import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Issue 19 (7): public pages carry no i18n runtime. Their client components get their texts as
// props from the server (i18n/texts.server.ts); the root layout has no NextIntlClientProvider.
// use-intl's error codes survive minification, so a script holding its runtime names them.
const INTL_RUNTIME = /ENVIRONMENT_FALLBACK|INSUFFICIENT_PATH/;

async function firstLink(request: APIRequestContext, page: string, pattern: RegExp): Promise<string> {
  const html = await (await request.get(page)).text();
  const href = [...html.matchAll(/href="([^"]+)"/g)]
    .map((m) => m[1].replaceAll('&amp;', '&'))
    .find((h) => pattern.test(h));
  expect(href, `a link matching ${pattern} on ${page}`).toBeTruthy();
  return href!;
}

/** Loads a page as a first visit; the bodies of every script it loads until the network is idle. */
async function visit(page: Page, url: string) {
  const scripts: Promise<string>[] = [];
  const errors: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.text().catch(() => ''));
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  // Scripts loaded after hydration count too. The 404 page never gets a quiet network in Chromium
  // (as before this test): there, what has loaded after 10 s is what is checked.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  return { scripts: await Promise.all(scripts), errors };
}

test('public pages load no i18n runtime and render their texts from the server', async ({ page, request }) => {
  test.setTimeout(240_000);
  const event = await firstLink(
    request,
    '/de/programm/veranstaltungen',
    /^\/de\/programm\/veranstaltungen\/[^/?]+\/\d+$/,
  );
  const pages = {
    home: '/de',
    'events list': '/de/programm/veranstaltungen',
    'event detail': event,
    production: await firstLink(request, '/de/produktionen', /^\/de\/produktionen\/[^/?]+\/\d+$/),
    magazine: '/de/mediathek-de',
    article: await firstLink(request, '/de/mediathek-de', /^\/de\/mediathek-de\/(?!categories\/|tags\/)[^/?]+\/\d+$/),
    search: '/de/search?q=Dorf',
    form: await firstLink(request, '/de/impressum', /^\/de\/forms\/[^/?]+\/\d+$/),
    'english page': '/en/program/events',
    'Czech page': '/cs',
    404: '/de/gibt-es-nicht',
  };
  for (const [name, url] of Object.entries(pages)) {
    const { scripts, errors } = await visit(page, url);
    expect(scripts.length, `${name}: scripts`).toBeGreaterThan(3);
    expect(
      scripts.filter((body) => INTL_RUNTIME.test(body)).length,
      `${name} (${url}): scripts with the i18n runtime`,
    ).toBe(0);
    expect(errors, `${name}: page errors`).toEqual([]);
    await expect(page.locator('h1').first(), name).toBeVisible();
    // A text read from a missing provider would show as its key ('Header.menu').
    await expect(page.locator('body'), name).not.toContainText(
      /\b(Header|EventList|Consent|Favorites|SearchBox|StickyNav)\.[a-z]\w+/,
    );
  }
});

// Issue 19 (7): one async module anywhere in the app (an ESM package the server imports through the
// bundler) puts Turbopack's async-module runtime into the browser's runtime chunk, on every page;
// lib/node-imports.ts loads those packages with Node's own import() instead.
test("the browser's runtime chunk carries no async-module runtime", async ({ page }) => {
  const { scripts } = await visit(page, '/de');
  const runtime = scripts.find(
    (body) => body.includes('TURBOPACK_CHUNK_BASE_PATH') || body.includes('loadChunkCached'),
  );
  expect(runtime, 'the Turbopack runtime among the scripts').toBeTruthy();
  expect(
    runtime,
    'async-module runtime in the first load: an ESM package is imported through the bundler (use lib/node-imports.ts)',
  ).not.toContain('turbopack queues');
});
