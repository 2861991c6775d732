import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const GALLERY = '/de/modul-galerie';
const origin = () => test.info().project.use.baseURL ?? 'http://localhost:3100';

/** A decided cookie choice (media not allowed) keeps the banner from covering the blocks. */
async function declineMedia(page: Page) {
  await page.context().addCookies([
    {
      name: 'cookie_consent',
      value: encodeURIComponent(JSON.stringify({ v: 1, tracking: false, media: false })),
      url: origin(),
    },
  ]);
}

test.describe('module gallery', () => {
  test.beforeEach(async ({ page }) => {
    await declineMedia(page);
  });

  test('shows every kind of module', async ({ page }) => {
    const res = await page.goto(GALLERY);
    expect(res?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Modul-Galerie');
    // anchor list, hero media, headline, text, quote, links
    await expect(main.getByRole('navigation', { name: 'Auf dieser Seite' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Jedes Modul auf einer Seite' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Besuch planen' }).first()).toHaveAttribute('href', '/de/besuch');
    await expect(main.getByRole('heading', { name: 'Texte, Zitate und Links' })).toBeVisible();
    await expect(main.getByText('Führungen täglich um 11 und 14 Uhr')).toBeVisible();
    await expect(main.locator('blockquote')).toContainText('Dreschflegel');
    await expect(main.getByRole('link', { name: 'Tickets kaufen' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Öffnungszeiten und Preise' })).toBeVisible();
    // form, section variants, images and image lists
    await expect(main.getByRole('heading', { name: 'Fragen an das Museumsteam' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Abschnitt mit farbigem Hintergrund' })).toBeVisible();
    await expect(main.getByText('Bockwindmühle (Hochformat 400 × 500)')).toBeVisible();
    await expect(main.getByText('Das Dorf im Schnee (Querformat 1240 × 700)')).toBeVisible();
    await expect(main.getByRole('region', { name: 'Ein Jahr im Museumsdorf' })).toBeVisible();
    for (const name of ['Bildergalerie im Raster', 'Mauerwerk-Galerie', 'Panorama mit Parallaxe'])
      await expect(main.getByRole('heading', { name })).toBeVisible();
    // media
    for (const service of ['YouTube', 'Spotify', 'Issuu', 'Instagram', 'Vimeo'])
      await expect(main.getByRole('button', { name: `${service} laden` }).first()).toBeVisible();
    await expect(main.locator('video source[src="/demo-media/windmuehle.webm"]')).toBeAttached();
    await expect(
      main.getByRole('figure').filter({ hasText: 'Die Glocke der Dorfkapelle' }).locator('audio'),
    ).toHaveAttribute('src', '/demo-media/dorfglocke.wav');
    await expect(main.getByRole('heading', { name: 'Filme aus dem Museumsdorf' })).toBeVisible();
    // teasers
    for (const name of [
      'Die Zehntscheune erzählt',
      'Handwerk zum Mitmachen',
      'Advent wie vor hundert Jahren',
      'Für Gruppen und Schulklassen',
      'Aus dem Magazin',
      'Höhepunkte im Museumsdorf',
    ]) {
      await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(main.getByRole('region', { name: 'Aktuell im Museumsdorf' })).toBeVisible();
    await expect(main.getByText('An Mahltagen dreht sich die')).toBeVisible();
    // places, FAQ, HTML, container, logos, background section
    await expect(main.getByRole('heading', { name: 'Theaterbühne in der Zehntscheune' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Weitere Spielorte' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Nächste Veranstaltungen' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Häufige Fragen' })).toBeVisible();
    await expect(main.getByRole('table', { name: 'Werkstätten im Überblick' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Container aus dem älteren Editor' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Landkreis Lindenau' })).toHaveAttribute('target', '_blank');
    await expect(main.getByRole('heading', { name: 'Abschnitt mit Hintergrundbild' })).toBeVisible();
  });

  test('teasers outside their online window are not shown', async ({ page }) => {
    await page.goto(GALLERY);
    await expect(page.getByRole('heading', { name: 'Backtag im Holzofen' }).first()).toBeAttached();
    await expect(page.getByText('Osterfeuer am Dorfanger (beendet)')).toHaveCount(0);
    await expect(page.getByText('Sommerfest 2027 (noch nicht online)')).toHaveCount(0);
  });

  test('FAQ answers open and close with the keyboard', async ({ page }) => {
    await page.goto(GALLERY);
    const question = page.getByRole('button', { name: 'Gibt es ein Café im Museumsdorf?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    const answer = page.locator(`#${await question.getAttribute('aria-controls')}`);
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toContainText('Dorfkrug');
    await page.keyboard.press('Space');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
  });

  test('a slider starts when scrolled into view and moves', async ({ page }) => {
    await page.goto(GALLERY);
    const slider = page.getByRole('region', { name: 'Ein Jahr im Museumsdorf' });
    await slider.scrollIntoViewIfNeeded();
    await expect(slider.getByText('1 von 6')).toBeVisible();
    // Swiper's a11y module turns each slide into a labelled group.
    const first = slider.locator('li').first();
    await expect(first).toBeInViewport();
    await slider.getByRole('button', { name: 'Nächstes Element' }).click();
    await expect(slider.getByText('2 von 6')).toBeVisible();
    await expect(first).not.toBeInViewport({ ratio: 0.5 });
    await slider.getByRole('button', { name: 'Vorheriges Element' }).click();
    await expect(slider.getByText('1 von 6')).toBeVisible();
  });

  test('an embed shows the consent placeholder until it is loaded', async ({ page }) => {
    await page.goto(GALLERY);
    const spotify = page.locator('iframe[src^="https://open.spotify.com/"]');
    const gate = page.getByRole('group', { name: /Spotify/ });
    await expect(gate).toBeVisible();
    await expect(spotify).toHaveCount(0);
    // A click before the gate's island has hydrated does nothing: click again until the player is there.
    await expect(async () => {
      if ((await spotify.count()) === 0)
        await gate.getByRole('button', { name: 'Spotify laden' }).click({ timeout: 1_000 });
      await expect(spotify).toBeAttached({ timeout: 2_000 });
    }).toPass();
    await expect(spotify).toHaveAttribute('title', /Dorfgeschichten/);
  });

  test('the anchor list scrolls to its section below the sticky bar', async ({ page }) => {
    // Reduced motion: the jump is instant, so the end position can be measured at once.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(GALLERY);
    await page.getByRole('navigation', { name: 'Auf dieser Seite' }).getByRole('link', { name: 'Orte' }).click();
    await expect(page).toHaveURL(/#orte$/);
    const target = page.locator('#orte');
    await expect(target).toContainText('Orte und Termine');
    await expect(target).toBeFocused();
    await expect.poll(async () => Math.round((await target.boundingBox())!.y)).toBe(130);
  });

  for (const width of [375, 1280]) {
    test(`has no serious or critical axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(GALLERY);
      await expect(page.getByRole('heading', { name: 'Jedes Modul auf einer Seite' })).toBeVisible();
      // The blocks live in <main>; header and footer are scanned by the chrome tests (chrome.spec.ts).
      const results = await new AxeBuilder({ page }).include('main').analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

test.describe('home page', () => {
  test('opens with hero media, highlights, current teasers and an image slider', async ({ page }) => {
    await declineMedia(page);
    await page.goto('/en');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Welcome to Lindenau museum village');
    await expect(main.getByRole('heading', { name: 'Three centuries of village life, up close' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Plan your visit' }).first()).toHaveAttribute('href', '/en/visit');
    await expect(main.getByRole('heading', { name: 'Highlights of the museum village' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Now in the museum village' })).toBeVisible();
    const slider = main.getByRole('region', { name: 'A year in the museum village' });
    await slider.scrollIntoViewIfNeeded();
    await expect(slider.getByText(/^1 of \d+$/)).toBeVisible();
    // Once Swiper runs, the slider keeps the column's width (it once grew the page to millions of px).
    const box = (await slider.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.height).toBeLessThan(viewport.height * 1.5);
  });
});
