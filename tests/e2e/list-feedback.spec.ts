import { expect, test, type Page, type Route } from '@playwright/test';

/**
 * Issue 19 item 8 (feedback): skeletons while a list loads (with JavaScript; without it the lists
 * are plain links and GET forms, see no-javascript.spec.ts), and the layout of the 'Programm und
 * Karten' overlay's cards and of the search suggestions on a phone and a desktop.
 */

/** Holds the requests `matches` picks until the returned function is called; the rest pass. */
async function hold(page: Page, glob: string, matches: (route: Route) => boolean) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    if (matches(route)) await gate;
    await route.fallback();
  });
  return release;
}

/** React has hydrated the page (chrome/header-behaviour.ts marks <html> once ChromeEffects runs). */
const hydrated = (page: Page) => expect(page.locator('html.js')).toBeAttached();

test.describe('skeletons for list loads', () => {
  test('productions: a filter change shows skeleton cards over the results, in their box, until the new list arrives', async ({
    page,
  }) => {
    await page.goto('/de/produktionen');
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const results = page.locator('[data-list-results]');
    const before = (await results.boundingBox())!;
    // The client navigation's RSC request (header RSC: 1) waits until the skeleton has been checked.
    const release = await hold(page, '**/produktionen?**', (route) => route.request().headers()['rsc'] === '1');
    await page.getByLabel('Veranstaltungsart').selectOption({ label: 'Konzert' });

    await expect(results).toHaveAttribute('aria-busy', 'true');
    await expect(results.getByTestId('list-skeleton')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Die Liste wird geladen …' })).toBeAttached();
    // The old cards are still there (hidden), so the box keeps its size: nothing below jumps.
    await expect(results.getByRole('heading', { level: 2 }).first()).toBeHidden();
    expect((await results.boundingBox())!.height).toBe(before.height);

    release();
    await expect(page).toHaveURL(/\/de\/produktionen\?exhibition_type=40$/);
    await expect(results).toHaveAttribute('aria-busy', 'false');
    await expect(results.getByTestId('list-skeleton')).toHaveCount(0);
    await expect(results.getByRole('heading', { level: 2 })).toHaveCount(2);
    await expect(page.getByLabel('Veranstaltungsart')).toHaveValue('40');
    // A client navigation, not a new page: the window is the same.
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  });

  test('events: a new filter shows card-shaped skeletons, as many as there were cards, then the results', async ({
    page,
  }) => {
    await page.goto('/de/programm/veranstaltungen');
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const cards = page.getByTestId('event-card');
    await expect(cards).toHaveCount(10);
    // The filter change is a client navigation to the server-rendered list: its RSC request waits.
    const release = await hold(page, '**/veranstaltungen?**', (route) => route.request().headers()['rsc'] === '1');
    await page.getByLabel('Genre').selectOption({ label: 'Handwerk' });

    const skeletons = page.getByTestId('event-card-skeleton');
    await expect(skeletons).toHaveCount(10);
    await expect(page.locator('[aria-busy="true"]').getByTestId('event-card-skeleton').first()).toBeVisible();
    await expect(page.getByText('Die Liste wird geladen …')).toBeAttached();
    // A skeleton card is laid out like a card: as wide, in the same grid.
    const width = (await skeletons.first().boundingBox())!.width;

    release();
    await expect(skeletons).toHaveCount(0);
    await expect(cards.first()).toBeVisible();
    expect((await cards.first().boundingBox())!.width).toBe(width);
    await expect(page).toHaveURL(/genre=\d+/);
    await expect(page.getByLabel('Genre')).toHaveValue(/\d+/);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  });
});

test('magazine: "Weitere Beiträge" shows as many skeleton cards as the page brings, then the articles, up to the last page', async ({
  page,
}) => {
  await page.goto('/de/mediathek-de');
  await hydrated(page);
  const articles = page.getByRole('main').getByRole('article');
  await expect(articles).toHaveCount(9);
  // 'More' fetches the next page's HTML (the link's own target) and appends its cards.
  const release = await hold(page, '**/mediathek-de?page=2', (route) => route.request().headers()['rsc'] === undefined);
  const more = page.getByRole('link', { name: 'Weitere Beiträge' });
  await more.click();
  const skeleton = page.getByTestId('cards-skeleton');
  await expect(skeleton).toBeVisible();
  await expect(skeleton.locator(':scope > div')).toHaveCount(9);
  await expect(page.getByRole('status').filter({ hasText: 'Weitere Beiträge werden geladen…' })).toBeAttached();
  release();
  await expect(articles).toHaveCount(18);
  await expect(skeleton).toHaveCount(0);
  await expect(more).toHaveAttribute('href', /\?page=3$/);
  // The demo has 23 articles: the third page brings the last 5, and the link goes.
  await more.click();
  await expect(articles).toHaveCount(23);
  await expect(more).toHaveCount(0);
  await expect(page).toHaveURL(/\/de\/mediathek-de$/);
  // Appended cards are the server's: real links to their articles.
  const title = await articles.last().getByRole('heading').innerText();
  await articles.last().getByRole('link').click();
  await expect(page).toHaveURL(/\/de\/mediathek-de\/[^/?]+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the productions filter is a plain GET form to a full page, with no skeleton', async ({ page }) => {
    await page.goto('/de/produktionen');
    await page.getByLabel('Veranstaltungsart').selectOption({ label: 'Konzert' });
    await page.getByRole('button', { name: 'Filter anwenden' }).click();
    await expect(page).toHaveURL(/\/de\/produktionen\?season=&exhibition_type=40&tag=$/);
    await expect(page.locator('[data-list-results]').getByRole('heading', { level: 2 })).toHaveCount(2);
    await expect(page.getByTestId('list-skeleton')).toHaveCount(0);
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`layout at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the "Programm und Karten" overlay shows its cards at a sensible width', async ({ page }) => {
      const { results } = (await (await page.request.get('/de/api/events/?page_size=1')).json()) as {
        results: { url: string }[];
      };
      await page.goto(results[0].url);
      const dialog = page.getByRole('dialog', { name: 'Programm und Karten' });
      // The cached page can arrive before its island hydrates; a click that early is lost.
      await expect(async () => {
        if (!(await dialog.isVisible()))
          await page.getByRole('button', { name: 'Programm und Karten' }).first().click({ timeout: 2_000 });
        await expect(dialog).toBeVisible({ timeout: 2_000 });
      }).toPass();
      const card = dialog.getByTestId('event-card').first();
      await expect(card).toBeVisible();
      const box = (await card.boundingBox())!;
      const title = (await card.getByRole('heading').boundingBox())!;
      // Issue 19: the cards were squeezed to 125 px. A card takes the window's width less the
      // margins (the overlay's content is at most 75rem wide), its title at least half of it on a desktop.
      expect(box.width).toBeGreaterThanOrEqual(Math.min(viewport.width, 1200) - 100);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(title.width).toBeGreaterThanOrEqual(viewport.width >= 1000 ? 400 : 250);
    });

    test('the header search suggestions open inside the window', async ({ page }) => {
      await page.goto('/de');
      await hydrated(page);
      const header = page.getByRole('banner');
      const box = header.getByRole('combobox');
      // On a desktop the header shows a search button first, which opens the field.
      if (!(await box.isVisible())) await header.getByRole('button', { name: 'Suche öffnen' }).click();
      await box.fill('Zehnt');
      const list = header.getByRole('listbox');
      await expect(list.getByRole('option', { name: 'Zehntscheune' })).toBeVisible();
      const panel = (await list.boundingBox())!;
      const field = (await box.boundingBox())!;
      expect(panel.x).toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width).toBeLessThanOrEqual(viewport.width);
      // Below the field, at least as wide as it, and each suggestion on its own line.
      expect(panel.y).toBeGreaterThanOrEqual(field.y + field.height);
      expect(panel.width).toBeGreaterThanOrEqual(field.width - 1);
      const option = (await list.getByRole('option').first().boundingBox())!;
      expect(option.width).toBeGreaterThan(panel.width - 10);
    });
  });
}
