import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const LIST = '/de/programm/veranstaltungen';
const FAVORITES = '/de/user/favorites';

/** The first event card's title, detail link and id. */
async function firstEvent(page: Page) {
  const link = page.getByTestId('event-card').first().getByRole('heading').getByRole('link');
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  return { title: (await link.innerText()).trim(), href, id: Number(href.split('/').pop()) };
}

// A consent choice recorded before the page loads, so the banner does not sit over the hearts.
test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([
    {
      name: 'cookie_consent',
      value: encodeURIComponent(JSON.stringify({ v: 1, tracking: false, media: false })),
      url: baseURL!,
    },
  ]);
});

const heartOf = (page: Page, key: string) => page.locator(`#fav-${key}`).getByRole('button');
const favoritesLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Service' }).getByRole('link', { name: /^Favoriten/ });

test.describe('favorites as a guest', () => {
  test('a heart on the list, the same state on the detail page, the header count, the favorites page and remove', async ({
    page,
  }) => {
    await page.goto(LIST);
    const event = await firstEvent(page);
    const heart = heartOf(page, `e${event.id}`);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).toHaveAccessibleName(`„${event.title}“ zu den Favoriten hinzufügen`);
    // Pressed before hydration the form posts and comes back here: the outcome is the same.
    await heart.click();
    await expect(heartOf(page, `e${event.id}`)).toHaveAttribute('aria-pressed', 'true');
    await expect(heartOf(page, `e${event.id}`)).toHaveAccessibleName(`„${event.title}“ aus den Favoriten entfernen`);
    await expect(page.getByTestId('favorites-count')).toHaveText('1');
    await expect(favoritesLink(page)).toHaveAttribute('href', FAVORITES);
    expect((await page.context().cookies()).find((c) => c.name === 'favorites')?.value).toBe(`e${event.id}`);

    await page.goto(event.href);
    const detailHeart = page.getByRole('main').getByRole('button', { name: 'Aus den Favoriten entfernen' });
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'true');

    await favoritesLink(page).click();
    await expect(page).toHaveURL(FAVORITES);
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Favoriten' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: event.title })).toBeVisible();
    await expect(page.getByText('Ihre Favoriten werden in diesem Browser gespeichert.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'anmelden', exact: true })).toHaveAttribute(
      'href',
      /^\/de\/user\/login/,
    );
    // Removing in place needs the script: pressed before hydration the form would reload the page.
    await expect(page.locator('html')).toHaveClass(/\bjs\b/);

    const remove = page.getByRole('main').getByRole('button', { name: 'Aus den Favoriten entfernen' });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await remove.click();
    await expect(page.getByRole('main').getByRole('button', { name: 'Zu den Favoriten hinzufügen' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'entfernt' })).toHaveText(
      `„${event.title}“ wurde aus Ihren Favoriten entfernt.`,
    );
    await expect(page.getByTestId('favorites-count')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Noch keine Favoriten' })).toBeVisible();
  });

  test("a first visit brings the hearts' code with the first press, not with the page (issue 19: first load)", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
    await page.goto(LIST);
    await expect(page.locator('html')).toHaveClass(/\bjs\b/);
    await page.waitForLoadState('networkidle');
    const firstLoad = scripts.length;
    const event = await firstEvent(page);
    await heartOf(page, `e${event.id}`).click();
    await expect(heartOf(page, `e${event.id}`)).toHaveAttribute('aria-pressed', 'true');
    // Announced in place: the press was handled by the script it loaded, not by the plain form.
    await expect(page.locator(`#fav-e${event.id}`).getByRole('status')).toHaveText(
      `„${event.title}“ ist jetzt in Ihren Favoriten.`,
    );
    expect(scripts.length, 'scripts loaded by the press').toBeGreaterThan(firstLoad);
    await expect(page.getByTestId('favorites-count')).toHaveText('1');
  });

  test('a production heart lists the production with its dates', async ({ page }) => {
    await page.goto('/de/produktionen');
    const card = page.getByRole('article').first();
    const title = (await card.getByRole('heading').innerText()).trim();
    const button = card.getByRole('button', { name: `„${title}“ zu den Favoriten hinzufügen` });
    await button.click();
    await expect(card.getByRole('button', { name: `„${title}“ aus den Favoriten entfernen` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto(FAVORITES);
    const section = page.getByRole('region', { name: 'Produktionen' });
    await expect(section.getByRole('heading', { name: title })).toBeVisible();
  });

  for (const width of [375, 1280]) {
    test(`the favorites page has no axe violations at ${width} px, empty and filled`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(FAVORITES);
      await expect(page.getByRole('heading', { name: 'Noch keine Favoriten' })).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await page.goto(LIST);
      const event = await firstEvent(page);
      await heartOf(page, `e${event.id}`).click();
      await expect(heartOf(page, `e${event.id}`)).toHaveAttribute('aria-pressed', 'true');
      await page.goto(FAVORITES);
      await expect(page.getByRole('heading', { level: 3, name: event.title })).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });
  }
});

test.describe('favorites without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the heart posts and comes back to its card; the favorites page lists and removes', async ({ page }) => {
    await page.goto(LIST);
    const event = await firstEvent(page);
    await heartOf(page, `e${event.id}`).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}#fav-e${event.id}$`));
    await expect(page.locator(`#fav-e${event.id}`).getByText('In Ihren Favoriten gespeichert.')).toBeVisible();
    await page.locator(`#fav-e${event.id}`).getByRole('link', { name: 'Favoriten ansehen' }).click();
    await expect(page).toHaveURL(FAVORITES);
    await expect(page.getByRole('heading', { level: 3, name: event.title })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Aus den Favoriten entfernen' }).click();
    await expect(page).toHaveURL(FAVORITES);
    await expect(page.getByRole('heading', { name: 'Noch keine Favoriten' })).toBeVisible();
  });
});
