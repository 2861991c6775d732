import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const LIST = '/de/programm/veranstaltungen';
const cards = (page: Page) => page.getByTestId('event-card');

test.describe('events list', () => {
  test('filtering by location through the UI rewrites the URL and the list; a chip removes it', async ({ page }) => {
    await page.goto(LIST);
    await expect(page.getByRole('heading', { level: 1, name: 'Programm' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    const location = page.getByLabel('Ort', { exact: true });
    const bakehouse = await location.locator('option', { hasText: /^Backhaus/ }).getAttribute('value');
    await location.selectOption(bakehouse!);
    await expect(page).toHaveURL(new RegExp(`\\?room=${bakehouse}$`));
    await expect(cards(page).first()).toContainText('Backhaus');
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain('Backhaus');
    // Teasers are hidden while a filter is active.
    await expect(page.getByTestId('event-teaser')).toHaveCount(0);
    await page.getByRole('link', { name: /Filter „Backhaus · Gutshof mit Backhaus“ entfernen/ }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expect(location).toHaveValue('');
  });

  test('the Reset button appears with two filters and clears them', async ({ page }) => {
    await page.goto(`${LIST}?type=20`);
    await expect(page.getByRole('link', { name: 'Filter zurücksetzen' })).toHaveCount(0);
    await page.getByLabel('Genre').selectOption({ label: 'Handwerk' });
    await expect(page).toHaveURL(/type=20&genre=\d+/);
    await page.getByRole('link', { name: 'Filter zurücksetzen' }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expect(page.getByLabel('Genre')).toHaveValue('');
  });

  test('a combination without events shows the empty state with Reset filters', async ({ page }) => {
    await page.goto(LIST);
    const location = page.getByLabel('Ort', { exact: true });
    // A change made before the island hydrates is lost (without JavaScript the Apply button submits): repeat until applied.
    await expect(async () => {
      await location.selectOption({ label: 'Kirchenschiff · Dorfkapelle St. Anna' });
      await expect(page).toHaveURL(/\?room=\d+$/, { timeout: 1_500 });
    }).toPass();
    await page.getByLabel('Veranstaltungsart').selectOption({ label: 'Workshop' });
    await expect(page.getByText('Leider hat Ihre Auswahl kein Ergebnis erzielt.')).toBeVisible();
    await expect(
      page.getByText('Bitte löschen Sie einen der Filter oder versuchen Sie eine andere Kombination.'),
    ).toBeVisible();
    await page.getByRole('status').getByRole('link', { name: 'Filter zurücksetzen' }).click();
    await expect(cards(page).first()).toBeVisible();
  });

  test('an invalid date or a non-numeric filter redirects to the unfiltered list', async ({ page }) => {
    await page.goto(`${LIST}?date=31-02-2027`);
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await page.goto(`${LIST}?room=abc`);
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expect(cards(page).first()).toBeVisible();
  });

  test('scrolling down loads page 2', async ({ page }) => {
    await page.goto(LIST);
    await expect(cards(page)).toHaveCount(10);
    const pageTwo = page.waitForResponse(
      (res) => res.url().includes('/de/api/events/') && res.url().includes('page=2'),
    );
    await page.getByRole('link', { name: 'Weitere Veranstaltungen' }).scrollIntoViewIfNeeded();
    expect((await pageTwo).status()).toBe(200);
    // Page 3 may follow at once: the link can still be within 170 % of the window once page 2 is in (docs/requirements.md §9).
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(20);
    // Page 2 continues page 1's last day under the same heading: no day is headed twice, and the link now leads further.
    const headings = await page.locator('section[aria-labelledby^="day-"] > h2').allInnerTexts();
    expect(new Set(headings).size).toBe(headings.length);
    await expect(page.getByRole('link', { name: 'Weitere Veranstaltungen' })).toHaveAttribute('href', /page=[34]$/);
  });

  test('the more link pressed from the keyboard appends page 2 and keeps the focus', async ({ page }) => {
    await page.goto(LIST);
    await expect(cards(page)).toHaveCount(10);
    const more = page.getByRole('link', { name: 'Weitere Veranstaltungen' });
    await more.focus();
    await page.keyboard.press('Enter');
    // The focused link is in view, so page 3 may follow page 2 on its own (infinite scroll, docs/requirements.md §9).
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(20);
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute('href', /page=[34]$/);
  });

  test('the page loads no query client: its cards are server-rendered, filters are navigations (issue 19)', async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.text().catch(() => ''));
    });
    await page.goto(LIST, { waitUntil: 'networkidle' });
    await expect(cards(page)).toHaveCount(10);
    // react-query's provider error survives minification; the overlay's API island (lazy) still uses it.
    const withQueryClient = (await Promise.all(scripts)).filter((body) => body.includes('No QueryClient set'));
    expect(withQueryClient.length, 'scripts carrying react-query').toBe(0);
  });

  test('quick-buy buttons come with the page: no ticket offer is fetched until one is used (issue 19)', async ({
    page,
  }) => {
    const offerRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/shop-offers/')) offerRequests.push(req.url());
    });
    await page.goto(LIST, { waitUntil: 'networkidle' });
    const open = page.getByRole('button', { name: /^Tickets für .* auswählen$/ });
    await expect(open.first()).toBeVisible();
    expect(offerRequests, 'offers fetched on load').toEqual([]);
    await open.first().click();
    await expect(page.getByRole('region', { name: /^Ticketauswahl für/ }).first()).toBeVisible();
    expect(offerRequests).toHaveLength(1);
  });
  test('the calendar offers only days with events and filters by date', async ({ page }) => {
    await page.goto(LIST);
    await page.getByRole('button', { name: 'Datum wählen' }).click();
    const day = page.locator('table button:not([disabled])').first();
    await expect(day).toBeVisible();
    await day.click();
    await expect(page).toHaveURL(/\?date=\d{2}-\d{2}-\d{4}$/);
    await expect(cards(page).first()).toBeVisible();
  });
});

test.describe('event detail', () => {
  test('has JSON-LD with status, location and offers, prices in German format and the dates-and-tickets section', async ({
    page,
  }) => {
    await page.goto(`${LIST}?type=30`);
    await cards(page)
      .first()
      .getByRole('link', { name: /^Details zu/ })
      .click();
    await expect(page).toHaveURL(/\/de\/programm\/veranstaltungen\/[a-z0-9-]+\/\d+$/);
    // The page also carries the breadcrumb's BreadcrumbList: pick the Event. The address changes
    // before the client-side navigation has put the new page in, so wait for its Event.
    const event = async () =>
      (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((text) => JSON.parse(text))
        .find((block) => block['@type'] === 'Event');
    await expect.poll(async () => (await event())?.['@type']).toBe('Event');
    const json = await event();
    expect(json.eventStatus).toMatch(/^https:\/\/schema\.org\/Event/);
    expect(json.location['@type']).toBe('Place');
    expect(json.location.address.addressLocality).toBe('Lindenau');
    expect(json.offers.length).toBeGreaterThan(0);
    expect(json.offers[0]).toMatchObject({ priceCurrency: 'EUR', price: expect.stringMatching(/^\d+\.\d{2}$/) });
    const section = page.locator('#dates-and-tickets');
    await expect(section.getByRole('heading', { name: 'Termine und Tickets' })).toBeVisible();
    // Prices without '.00' and with a decimal comma (docs/requirements.md §9).
    await expect(section).toContainText(/\d+\s€/);
    await expect(section).not.toContainText('.00');
    await expect(section.getByRole('link', { name: 'In den Kalender eintragen' })).toHaveAttribute(
      'href',
      /calendar\.ics$/,
    );
    await expect(page.getByRole('link', { name: 'Auf der Karte zeigen' })).toHaveAttribute(
      'href',
      /openstreetmap\.org/,
    );
    await expect(page.getByRole('navigation', { name: 'Brotkrumen' }).or(page.locator('nav ol')).first()).toContainText(
      'Programm',
    );
  });

  test('the hero picture comes in the generated size the screen needs: 960 px on a phone, 1600 px on a dense wide screen', async ({
    browser,
  }) => {
    for (const [viewport, deviceScaleFactor, file] of [
      [{ width: 412, height: 823 }, 1.75, 'medium.webp'],
      [{ width: 1280, height: 800 }, 2, 'large.webp'],
    ] as const) {
      const context = await browser.newContext({ viewport, deviceScaleFactor });
      const page = await context.newPage();
      await page.goto(`${LIST}/brotbacken-im-holzofen/1`);
      const hero = page.getByRole('img', { name: 'Brotlaibe vor dem Holzbackofen' });
      await expect(hero).toHaveJSProperty('complete', true);
      expect(await hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
        new RegExp(`^/media/\\d+/${file}$`),
      );
      await context.close();
    }
  });

  test('the overlay opens, and closes with the close icon clearing the query string', async ({ page }) => {
    await page.goto(`${LIST}?type=10`);
    await cards(page)
      .first()
      .getByRole('link', { name: /^Details zu/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Programm und Karten' });
    // The cached detail page can arrive before its island hydrates; a click that early is lost.
    await expect(async () => {
      if (!(await dialog.isVisible()))
        await page.getByRole('button', { name: 'Programm und Karten' }).click({ timeout: 2_000 });
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(page).toHaveURL(/\?overlay=true$/);
    await expect(dialog.getByTestId('event-card').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Programm schließen' }).click();
    await expect(dialog).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');
  });
});

test('the texts of the overlay list and of the open booking widget come when they open, in the language of the page, and are in no page HTML', async ({
  request,
}) => {
  const home = await (await request.get('/de')).text();
  expect(home).toContain('Programm und Karten');
  expect(home).not.toContain('Ticketauswahl schließen');
  const event = await (await request.get('/de/programm/veranstaltungen/brotbacken-im-holzofen/1')).text();
  expect(event).toContain('Tickets');
  expect(event).not.toContain('Ticketauswahl schließen');
  for (const [locale, apply, close] of [
    ['de', 'Filter anwenden', 'Ticketauswahl schließen'],
    ['en', 'Apply filters', 'Close ticket selection'],
    ['cs', 'Použít filtry', 'Zavřít výběr vstupenek'],
  ]) {
    const list = await request.get(`/${locale}/api/event-list-texts/`);
    expect(list.status(), locale).toBe(200);
    expect((await list.json()).filters.apply, locale).toBe(apply);
    const panel = await request.get(`/${locale}/api/booking-panel-texts/`);
    expect(panel.status(), locale).toBe(200);
    expect((await panel.json()).BookingWidget.close, locale).toBe(close);
  }
  expect((await request.get('/xx/api/event-list-texts/')).status()).toBe(404);
  expect((await request.get('/xx/api/booking-panel-texts/')).status()).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list, the more link and an event detail are readable', async ({ page }) => {
    await page.goto(LIST);
    await expect(cards(page)).toHaveCount(10);
    // The no-JavaScript info layer may cover the page: follow the link's address as a reader would.
    const more = await page.locator('a', { hasText: 'Weitere Veranstaltungen' }).getAttribute('href');
    expect(more).toMatch(/page=2/);
    await page.goto(more!);
    await expect(cards(page)).toHaveCount(10);
    await page.goto(
      (await cards(page)
        .first()
        .getByRole('link', { name: /^Details zu/ })
        .getAttribute('href'))!,
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#dates-and-tickets')).toBeAttached();
  });
});

test.describe('productions, series, venues, team', () => {
  test('productions filter and detail with dates anchor; team member and venue pages', async ({ page }) => {
    await page.goto('/de/produktionen');
    await expect(page.getByRole('heading', { level: 1, name: 'Produktionen' })).toBeVisible();
    await page.getByLabel('Veranstaltungsart').selectOption({ label: 'Konzert' });
    await expect(page).toHaveURL(/exhibition_type=40/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(2);
    await page.getByRole('link', { name: 'Schubert im Kerzenschein' }).click();
    await expect(page.locator('#dates-and-tickets').first()).toBeVisible();
    await page.getByRole('link', { name: 'Lukas Berger' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lukas Berger' })).toBeVisible();
    await page.goto('/de/team');
    await expect(page.getByText('Museumsdirektorin').first()).toBeVisible();
    await page.goto('/de/abonnements');
    await expect(page).toHaveURL(/\/de\/series$/);
    await page.getByRole('link', { name: 'Kammermusik in der Kapelle' }).click();
    await expect(page.getByText(/Abonnement für 89\s€/)).toBeVisible();
  });
});

test.describe('page caching (ISR)', () => {
  type Ref = { url?: string | null } | null;
  async function detailPaths(request: APIRequestContext) {
    const events = (await (await request.get('/de/api/events/?page_size=50')).json()) as {
      results: { url: string; series: Ref }[];
    };
    const productions = (await (await request.get('/de/api/productions/?page_size=20')).json()) as {
      results: { id: number }[];
    };
    for (const { id } of productions.results) {
      const detail = (await (await request.get(`/de/api/productions/${id}/`)).json()) as {
        url: string;
        venue: Ref;
        cast: { url: string }[];
      };
      if (!detail.venue?.url || !detail.cast.length) continue;
      const series = events.results.find((e) => e.series?.url)?.series?.url;
      return [
        events.results[0].url,
        detail.url,
        detail.venue.url,
        detail.cast[0].url,
        series!,
        '/de/team',
        '/de/series',
      ];
    }
    throw new Error('no production with venue and cast in the demo content');
  }

  test('detail pages, team and series lists are served from the page cache on the second request', async ({
    request,
  }) => {
    for (const path of await detailPaths(request)) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
      const again = await request.get(path, { maxRedirects: 0 });
      expect(again.status(), path).toBe(200);
      // force-dynamic pages send no x-nextjs-cache header at all.
      expect(again.headers()['x-nextjs-cache'], path).toMatch(/^(HIT|STALE)$/);
    }
  });

  test('the events list without a query comes from the page cache; with filters it is rendered per request', async ({
    request,
  }) => {
    const list = '/de/programm/veranstaltungen';
    await request.get(list);
    const again = await request.get(list);
    expect(again.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    expect(await again.text()).toContain('Programm');
    const filtered = await request.get(`${list}?page=1`);
    expect(filtered.status()).toBe(200);
    expect(filtered.headers()['x-nextjs-cache']).toBeUndefined();
  });

  test('a wrong slug redirects to the canonical URL and an unknown id answers 404', async ({ request }) => {
    const [event, production, venue, person, series] = await detailPaths(request);
    for (const canonical of [event, production, venue, person, series]) {
      const wrong = canonical.replace(/\/[^/]+\/(\d+)$/, '/falscher-slug/$1');
      const res = await request.get(wrong, { maxRedirects: 0 });
      expect(res.status(), wrong).toBe(308);
      // Next.js 16 sends the Location header twice on the first (uncached) ISR redirect (next.js issue
      // 82117); Playwright joins them with ', '. Every value must be the canonical path.
      const targets = res
        .headers()
        ['location'].split(', ')
        .map((l) => new URL(l, 'http://x').pathname);
      expect(new Set(targets), wrong).toEqual(new Set([canonical]));
      const unknown = canonical.replace(/\/\d+$/, '/99999999');
      expect((await request.get(unknown, { maxRedirects: 0 })).status(), unknown).toBe(404);
    }
  });
});
