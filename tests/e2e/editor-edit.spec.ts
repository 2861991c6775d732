import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAsStaff, STAFF } from './helpers';

const PAGE = '/de/besuch/anreise';
const SECTION = 'page-4-section-1';
const PAGE_ID = 4;

type Section = { id: number; updated_at: string; settings: unknown; columns: unknown };

/** The section as it was, put back after a test that saved into it (other tests read this page). */
async function restoreAfter(page: Page, run: () => Promise<void>) {
  const request = page.request;
  const original = (await (await request.get(`/de/pageeditor-api/container/by-slug/${SECTION}`)).json()) as Section;
  try {
    await run();
  } finally {
    const current = (await (await request.get(`/de/pageeditor-api/container/by-slug/${SECTION}`)).json()) as Section;
    // The test may have ended its session: a fresh one for putting things back.
    const csrf = await loginAsStaff(request);
    const res = await request.patch(`/de/pageeditor-api/container/${current.id}/`, {
      data: { version: current.updated_at, settings: original.settings, columns: original.columns },
      headers: { 'x-csrftoken': csrf },
    });
    expect(res.status()).toBe(200);
    await request.delete(`/de/pageeditor-api/drafts/${PAGE_ID}/`, { headers: { 'x-csrftoken': csrf } });
  }
}

async function openEditMode(page: Page) {
  await page.goto(`${PAGE}?edit`);
  // The editor loads after the user call, in its own chunk.
  await expect(page.getByRole('group', { name: 'Abschnitt 1, Spalte 1' })).toBeVisible({ timeout: 20_000 });
}

const blockOrder = (page: Page) =>
  page
    .locator('[data-editor-block]')
    .evaluateAll((blocks) => blocks.map((b) => b.getAttribute('aria-label')?.split(':')[0]));

test.describe('editing a page in place @site-state', () => {
  test.afterEach(async ({ page }) => {
    // No draft left behind for the next test.
    const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
    await page.request.delete(`/de/pageeditor-api/drafts/${PAGE_ID}/`, { headers: { 'x-csrftoken': csrf } });
  });

  test.beforeEach(async ({ page }) => {
    // A decided cookie choice keeps the banner from covering the blocks.
    await page.context().addCookies([
      {
        name: 'cookie_consent',
        value: encodeURIComponent(JSON.stringify({ v: 1, tracking: false, media: false })),
        url: test.info().project.use.baseURL ?? 'http://localhost:3100',
      },
    ]);
  });

  test('staff add a headline and type into a text; the draft saves on its own, visitors see it only once published', async ({
    page,
    browser,
  }) => {
    await loginAsStaff(page.request);
    await restoreAfter(page, async () => {
      await openEditMode(page);
      const toolbar = page.getByRole('toolbar', { name: 'Redaktion' });
      await toolbar.getByRole('button', { name: 'Block hinzufügen' }).click();
      const add = page.getByRole('dialog', { name: 'Block hinzufügen' });
      await expect(add.getByLabel('Einfügen in')).toHaveValue(`${SECTION}|0`);
      // docs/requirements.md §2: the 14 kinds of the toolbar.
      await expect(add.getByRole('list', { name: 'Blockarten' }).getByRole('button')).toHaveCount(14);
      await add.getByRole('button', { name: 'Überschrift', exact: true }).click();

      const headline = page.getByRole('textbox', { name: 'Überschrift' });
      await expect(headline).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: 'Überschrift hinzugefügt' })).toBeAttached();
      await headline.fill('Parken am Nordtor');
      await headline.press('Enter');

      const text = page.getByRole('textbox', { name: 'Text' });
      await text.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Am Wochenende fährt stündlich ein Shuttle vom Bahnhof.');
      await toolbar.getByRole('button', { name: 'Rückgängig' }).focus();
      // Autosave: the draft is saved shortly after typing stops; visitors still get the published page.
      await expect(toolbar.getByText('Entwurf gespeichert')).toBeVisible();
      const visitor = await browser.newContext();
      const anonymous = await visitor.newPage();
      await anonymous.goto(PAGE);
      await expect(anonymous.getByRole('heading', { name: 'Anreise', level: 1 })).toBeVisible();
      await expect(anonymous.getByRole('heading', { name: 'Parken am Nordtor' })).toHaveCount(0);
      // Staff see the draft on the page, marked as such.
      await page.goto(PAGE);
      await expect(page.getByRole('note').filter({ hasText: 'Entwurf' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Parken am Nordtor' })).toBeVisible();

      await openEditMode(page);
      await toolbar.getByRole('button', { name: 'Veröffentlichen …' }).click();
      const saved = Date.now();
      await page
        .getByRole('dialog', { name: 'Veröffentlichen' })
        .getByRole('button', { name: 'Jetzt veröffentlichen' })
        .click();
      await expect(page.getByRole('status').filter({ hasText: 'Gespeichert' })).toBeVisible();
      await anonymous.goto(PAGE);
      await expect(anonymous.getByRole('heading', { name: 'Parken am Nordtor' })).toBeVisible();
      await expect(anonymous.getByText('Am Wochenende fährt stündlich ein Shuttle vom Bahnhof.')).toBeVisible();
      test.info().annotations.push({ type: 'publish to visitor (ms)', description: String(Date.now() - saved) });
      await visitor.close();
    });
  });

  test('undo and redo work across a reload until the change is saved', async ({ page }) => {
    await loginAsStaff(page.request);
    await openEditMode(page);
    await page.getByRole('toolbar', { name: 'Text bearbeiten' }).getByRole('button', { name: 'Duplizieren' }).click();
    await expect(page.locator('[data-editor-block]')).toHaveCount(2);
    await page
      .getByRole('toolbar', { name: 'Text bearbeiten' })
      .first()
      .getByRole('button', { name: 'Löschen' })
      .click();
    await expect(page.locator('[data-editor-block]')).toHaveCount(1);

    page.on('dialog', (d) => d.accept());
    await page.reload();
    await expect(page.getByRole('group', { name: 'Abschnitt 1, Spalte 1' })).toBeVisible();
    await expect(page.locator('[data-editor-block]')).toHaveCount(1);
    const toolbar = page.getByRole('toolbar', { name: 'Redaktion' });
    await toolbar.getByRole('button', { name: 'Rückgängig' }).click();
    await expect(page.locator('[data-editor-block]')).toHaveCount(2);
    await page.keyboard.press('Control+Z');
    await expect(page.locator('[data-editor-block]')).toHaveCount(1);
    await page.keyboard.press('Control+Shift+Z');
    await expect(page.locator('[data-editor-block]')).toHaveCount(2);
    // Back to the page as it was; the draft saves that too.
    await toolbar.getByRole('button', { name: 'Rückgängig' }).click();
    await expect(page.locator('[data-editor-block]')).toHaveCount(1);
    await expect(toolbar.getByText('Entwurf gespeichert')).toBeVisible();
  });

  test('blocks are reordered by keyboard and each move is announced', async ({ page }) => {
    await loginAsStaff(page.request);
    await openEditMode(page);
    await page.getByRole('toolbar', { name: 'Text bearbeiten' }).getByRole('button', { name: 'Duplizieren' }).click();
    await page.getByRole('button', { name: '+ Block in Abschnitt 1, Spalte 1' }).click();
    await page
      .getByRole('dialog', { name: 'Block hinzufügen' })
      .getByRole('button', { name: 'Überschrift', exact: true })
      .click();
    await page.getByRole('textbox', { name: 'Überschrift' }).press('Enter');
    expect(await blockOrder(page)).toEqual(['Text', 'Text', 'Überschrift']);

    // From the headline's frame, by keyboard only: Tab to its "Nach oben" button and press Enter twice.
    const frame = page.locator('[data-editor-block]').last();
    await frame.focus();
    await page.keyboard.press('Tab'); // the drag handle
    await page.keyboard.press('Tab'); // Bearbeiten
    await page.keyboard.press('Tab'); // Nach oben
    await expect(page.getByRole('button', { name: 'Nach oben' }).last()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Überschrift verschoben: Spalte 1, Position 2' }),
    ).toBeAttached();
    // The keyboard stays on the moved block's button: Enter moves it on.
    await expect(page.getByRole('button', { name: 'Nach oben' }).nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Überschrift verschoben: Spalte 1, Position 1' }),
    ).toBeAttached();
    expect(await blockOrder(page)).toEqual(['Überschrift', 'Text', 'Text']);

    // The drag handle by keyboard (dnd-kit): Space lifts, an arrow moves, Space drops; each step announced.
    await page.getByRole('button', { name: 'Überschrift ziehen' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Überschrift über Spalte 1, Position 1')).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText('Überschrift über Spalte 1, Position 2')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText('Überschrift verschoben: Spalte 1, Position 2')).toBeAttached();
    expect(await blockOrder(page)).toEqual(['Text', 'Überschrift', 'Text']);
  });

  test('a video from a host not on the list is refused with a message naming the allowed hosts', async ({ page }) => {
    await loginAsStaff(page.request);
    await openEditMode(page);
    await page.getByRole('toolbar', { name: 'Redaktion' }).getByRole('button', { name: 'Block hinzufügen' }).click();
    await page
      .getByRole('dialog', { name: 'Block hinzufügen' })
      .getByRole('button', { name: 'Video', exact: true })
      .click();
    const modal = page.getByRole('dialog', { name: 'Video hinzufügen' });
    const url = modal.getByLabel('Video-Link (YouTube oder Vimeo) *');
    await url.fill('https://videos.example.org/watch?v=muehle');
    await modal.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(
      modal.getByText(
        'Dieser Anbieter ist hier nicht erlaubt. Erlaubt sind: youtube.com, youtu.be, youtube-nocookie.com, vimeo.com.',
      ),
    ).toBeVisible();
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(url).toBeFocused();
    await url.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await modal.getByLabel('Titel').fill('Die Wassermühle in Betrieb');
    await expect(modal.getByText('26 / 300 Zeichen')).toBeVisible();
    await modal.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(modal).toHaveCount(0);
    await expect(page.getByRole('group', { name: /^Video: / })).toBeVisible();
  });

  test('an expired session opens the login modal and the edit is saved after logging in', async ({ page, browser }) => {
    const csrf = await loginAsStaff(page.request);
    await restoreAfter(page, async () => {
      await openEditMode(page);
      // The session ends (logged out elsewhere) while the page is open in edit mode.
      await page.request.post('/api/auth/logout/', { headers: { 'x-csrftoken': csrf } });
      await page.getByRole('button', { name: '+ Block in Abschnitt 1, Spalte 1' }).click();
      await page
        .getByRole('dialog', { name: 'Block hinzufügen' })
        .getByRole('button', { name: 'Überschrift', exact: true })
        .click();
      await page.getByRole('textbox', { name: 'Überschrift' }).fill('Fahrradverleih am Bahnhof');
      await page.getByRole('textbox', { name: 'Überschrift' }).press('Enter');
      // The autosave meets the expired session: the login modal, and the edit stays on the page.
      const login = page.getByRole('dialog', { name: 'Bitte erneut anmelden' });
      await expect(login).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Überschrift' })).toHaveText('Fahrradverleih am Bahnhof');
      await login.getByLabel('Benutzername').fill(STAFF.username);
      await login.getByLabel('Passwort').fill(STAFF.password);
      await login.getByRole('button', { name: 'Anmelden und speichern' }).click();
      const toolbar = page.getByRole('toolbar', { name: 'Redaktion' });
      await expect(toolbar.getByText('Entwurf gespeichert')).toBeVisible();
      await toolbar.getByRole('button', { name: 'Veröffentlichen …' }).click();
      await page
        .getByRole('dialog', { name: 'Veröffentlichen' })
        .getByRole('button', { name: 'Jetzt veröffentlichen' })
        .click();
      await expect(page.getByRole('status').filter({ hasText: 'Gespeichert' })).toBeVisible();

      const visitor = await browser.newContext();
      await expect
        .poll(async () => (await visitor.request.get(PAGE)).text(), { timeout: 15_000 })
        .toContain('Fahrradverleih am Bahnhof');
      await visitor.close();
    });
  });

  test('a page without a section gets one on its first save; visitors never see an error for it', async ({
    page,
    browser,
  }) => {
    const csrf = await loginAsStaff(page.request);
    await restoreAfter(page, async () => {
      const section = (await (
        await page.request.get(`/de/pageeditor-api/container/by-slug/${SECTION}`)
      ).json()) as Section;
      expect(
        (
          await page.request.delete(`/de/pageeditor-api/container/${section.id}/`, { headers: { 'x-csrftoken': csrf } })
        ).status(),
      ).toBe(204);
      // The page has no section now: visitors get the page, staff an empty section to fill.
      const visitor = await browser.newContext();
      await expect.poll(async () => (await visitor.request.get(PAGE)).status()).toBe(200);
      await openEditMode(page);
      await expect(page.getByText('Leere Spalte')).toBeVisible();
      await page.getByRole('button', { name: '+ Block in Abschnitt 1, Spalte 1' }).click();
      await page
        .getByRole('dialog', { name: 'Block hinzufügen' })
        .getByRole('button', { name: 'Überschrift', exact: true })
        .click();
      await page.getByRole('textbox', { name: 'Überschrift' }).fill('Anreise mit Bus und Bahn');
      await page.getByRole('textbox', { name: 'Überschrift' }).press('Enter');
      const toolbar = page.getByRole('toolbar', { name: 'Redaktion' });
      await expect(toolbar.getByText('Entwurf gespeichert')).toBeVisible();
      await toolbar.getByRole('button', { name: 'Veröffentlichen …' }).click();
      await page
        .getByRole('dialog', { name: 'Veröffentlichen' })
        .getByRole('button', { name: 'Jetzt veröffentlichen' })
        .click();
      await expect.poll(async () => (await visitor.request.get(PAGE)).text()).toContain('Anreise mit Bus und Bahn');
      await visitor.close();
    });
  });

  for (const width of [375, 1280]) {
    test(`axe finds no violations in edit mode with the edit modal open at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await loginAsStaff(page.request);
      await openEditMode(page);
      await page.getByRole('toolbar', { name: 'Text bearbeiten' }).getByRole('button', { name: 'Bearbeiten' }).click();
      const modal = page.getByRole('dialog', { name: 'Text bearbeiten' });
      await expect(modal.getByRole('toolbar', { name: 'Textformat' })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`edit-modal-${width}.png`) });
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
});
