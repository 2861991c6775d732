import { expect, test, type Page } from '@playwright/test';
import { loginAsStaff } from './helpers';

// The page these tests change (no other test uses it); each puts it back: its sections live, no draft.
const PAGE = '/de/besuch/barrierefreiheit';
const origin = () => test.info().project.use.baseURL ?? 'http://localhost:3100';

type Section = { slug: string; settings: unknown; columns: { children: { kind: string; content?: string }[] }[] };
type Entity = { id: number; modules: Section[] };
type Draft = { draft: { revision: number; sections: Section[] } | null };

async function pageEntity(page: Page): Promise<Entity> {
  return (await (await page.request.get(`/de/pageeditor-api/page${PAGE.slice(3)}`)).json()) as Entity;
}

const draftOf = async (page: Page, id: number) =>
  (await (await page.request.get(`/de/pageeditor-api/drafts/${id}/`)).json()) as Draft;

const headlinesIn = (sections: Section[]) =>
  sections.flatMap((s) => s.columns.flatMap((c) => c.children.filter((b) => b.kind === 'headline')));

/** Puts the page back as it was: its sections live again, no draft. */
async function restoreAfter(page: Page, run: (entity: Entity) => Promise<void>) {
  const before = await pageEntity(page);
  try {
    await run(before);
  } finally {
    const csrf = await loginAsStaff(page.request);
    const headers = { 'x-csrftoken': csrf };
    await page.request.delete(`/de/pageeditor-api/drafts/${before.id}/`, { headers });
    const sections = before.modules.map((m) => ({ slug: m.slug, settings: m.settings, columns: m.columns }));
    expect(
      (
        await page.request.put(`/de/pageeditor-api/drafts/${before.id}/`, { data: { revision: 0, sections }, headers })
      ).status(),
    ).toBe(200);
    const { draft } = await draftOf(page, before.id);
    expect(
      (
        await page.request.post(`/de/pageeditor-api/publish/${before.id}/`, {
          data: { revision: draft?.revision ?? 0, at: null },
          headers,
        })
      ).status(),
    ).toBe(200);
  }
}

async function openEditMode(page: Page) {
  await page.goto(`${PAGE}?edit`);
  await expect(page.getByRole('group', { name: 'Abschnitt 1, Spalte 1' })).toBeVisible({ timeout: 20_000 });
}

async function addBlock(page: Page, kind: 'Überschrift' | 'Text') {
  await page.getByRole('button', { name: '+ Block in Abschnitt 1, Spalte 1' }).click();
  await page.getByRole('dialog', { name: 'Block hinzufügen' }).getByRole('button', { name: kind, exact: true }).click();
}

test.describe('the inline editor saves what is typed and says so truthfully @site-state', () => {
  test.beforeEach(async ({ page }) => {
    // A decided cookie choice keeps the banner from covering the blocks.
    await page.context().addCookies([
      {
        name: 'cookie_consent',
        value: encodeURIComponent(JSON.stringify({ v: 1, tracking: false, media: false })),
        url: origin(),
      },
    ]);
    await loginAsStaff(page.request);
  });

  test('a headline is saved a moment after typing stops, without leaving it; "saved" only once the server confirmed', async ({
    page,
  }) => {
    await restoreAfter(page, async (entity) => {
      await openEditMode(page);
      await addBlock(page, 'Überschrift');
      const headline = page.getByRole('textbox', { name: 'Überschrift' });
      await expect(headline).toBeFocused();

      // The draft's save is held at the server's door until the test lets it through.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let saves = 0;
      await page.route(`**/pageeditor-api/drafts/${entity.id}/`, async (route) => {
        if (route.request().method() === 'PUT') {
          saves += 1;
          await held;
        }
        await route.continue();
      });

      const state = page.getByRole('toolbar', { name: 'Redaktion' }).locator('[data-save]');
      await headline.fill('Stufenlos zu allen Werkstätten');
      await expect(state).toHaveText('Ungespeicherte Änderungen');
      // Without leaving the field: the save starts on its own once typing has stopped …
      await expect(state).toHaveText('Speichert …');
      await expect(headline).toBeFocused();
      expect(saves).toBe(1);
      // … and the toolbar does not claim it saved while the server has not answered.
      await page.waitForTimeout(1000);
      await expect(state).toHaveText('Speichert …');
      release();
      await expect(state).toHaveText('Entwurf gespeichert');
      await expect(headline).toBeFocused();
      await page.unroute(`**/pageeditor-api/drafts/${entity.id}/`);

      // The server has it: the draft holds the headline, and a fresh tab (no tab storage) shows it.
      const { draft } = await draftOf(page, entity.id);
      expect(headlinesIn(draft?.sections ?? []).map((b) => b.content)).toContain('Stufenlos zu allen Werkstätten');
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Überschrift' })).toHaveText('Stufenlos zu allen Werkstätten', {
        timeout: 20_000,
      });
      const tab = await page.context().newPage();
      await tab.goto(`${PAGE}?edit`);
      await expect(tab.getByRole('textbox', { name: 'Überschrift' })).toHaveText('Stufenlos zu allen Werkstätten', {
        timeout: 20_000,
      });
      await tab.close();
    });
  });

  test('typing on in a text after a save is unsaved again, and a failed save says so and can be tried again', async ({
    page,
  }) => {
    await restoreAfter(page, async (entity) => {
      await openEditMode(page);
      const state = page.getByRole('toolbar', { name: 'Redaktion' }).locator('[data-save]');
      const text = page.getByRole('textbox', { name: 'Text' }).first();
      await text.click();
      await page.keyboard.press('Control+End');
      // The server refuses once (as when the network drops): the state says so and offers to try again.
      let refuse = true;
      await page.route(`**/pageeditor-api/drafts/${entity.id}/`, (route) =>
        refuse && route.request().method() === 'PUT'
          ? route.fulfill({ status: 503, json: { detail: 'Wartung' } })
          : route.continue(),
      );
      await page.keyboard.type(' Ein Rollator steht bereit.');
      await expect(state).toHaveText('Ungespeicherte Änderungen');
      const retry = page.getByRole('button', { name: 'Nicht gespeichert – erneut versuchen' });
      await expect(retry).toBeVisible();
      refuse = false;
      await retry.click();
      await expect(state).toHaveText('Entwurf gespeichert');
      const { draft } = await draftOf(page, entity.id);
      expect(JSON.stringify(draft?.sections)).toContain('Ein Rollator steht bereit.');
    });
  });

  test('a new headline and a new text start empty with a placeholder, the caret in the field', async ({ page }) => {
    await restoreAfter(page, async () => {
      await openEditMode(page);
      await addBlock(page, 'Überschrift');
      const headline = page.getByRole('textbox', { name: 'Überschrift' });
      await expect(headline).toBeFocused();
      await expect(headline).toHaveText('');
      await expect(headline).toHaveAttribute('aria-placeholder', 'Überschrift eingeben …');
      // The placeholder shows (drawn by the field's style, not text in it).
      expect(await headline.evaluate((el) => getComputedStyle(el, '::before').content)).not.toMatch(/^(none|normal)$/);
      // Typed right away, the words are the headline (no leftover start text around them).
      await page.keyboard.type('Tastführungen');
      await expect(headline).toHaveText('Tastführungen');
      expect(await headline.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('none');
      await headline.press('Enter');

      await addBlock(page, 'Text');
      const text = page.getByRole('textbox', { name: 'Text' }).last();
      await expect(text).toHaveText('');
      await expect(text).toHaveAttribute('aria-placeholder', 'Text eingeben …');
      await text.click();
      await page.keyboard.type('Anmeldung an der Kasse.');
      await expect(text).toHaveText('Anmeldung an der Kasse.');
      await expect(page.getByRole('toolbar', { name: 'Redaktion' }).locator('[data-save]')).toHaveText(
        'Entwurf gespeichert',
      );
    });
  });

  test('staff publish from the preview of the draft and see its versions, as from edit mode', async ({
    page,
    browser,
  }) => {
    await restoreAfter(page, async (entity) => {
      // A draft with a new headline, saved as edit mode saves it.
      const csrf = await loginAsStaff(page.request);
      const sections = entity.modules.map((m, i) => ({
        slug: m.slug,
        settings: m.settings,
        columns:
          i === 0
            ? [
                {
                  ...m.columns[0],
                  children: [
                    { kind: 'headline', id: 'preview-publish-headline', content: 'Leihrollstühle an der Kasse' },
                    ...m.columns[0].children,
                  ],
                },
                ...m.columns.slice(1),
              ]
            : m.columns,
      }));
      // From no draft (a run stopped halfway may have left one).
      await page.request.delete(`/de/pageeditor-api/drafts/${entity.id}/`, { headers: { 'x-csrftoken': csrf } });
      const saved = await page.request.put(`/de/pageeditor-api/drafts/${entity.id}/`, {
        data: { revision: 0, sections },
        headers: { 'x-csrftoken': csrf },
      });
      expect(saved.status()).toBe(200);

      // The preview: the page without ?edit, showing the draft, marked as such.
      await page.goto(PAGE);
      await expect(page.getByRole('note').filter({ hasText: 'Entwurf' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Leihrollstühle an der Kasse' })).toBeVisible();
      const toolbar = page.getByRole('toolbar', { name: 'Redaktion' });

      await toolbar.getByRole('button', { name: 'Versionen' }).click();
      const versions = page.getByRole('dialog', { name: 'Versionen' });
      await expect(versions.getByRole('row')).not.toHaveCount(0);
      await expect(versions.getByRole('cell', { name: 'Entwurf' }).first()).toBeVisible();
      await versions.getByRole('button', { name: 'Schließen' }).click();

      // Publishing needs the editor's session and its CSRF token: without the header the server refuses.
      const refused = await page.request.post(`/de/pageeditor-api/publish/${entity.id}/`, {
        data: { revision: 1, at: null },
      });
      expect(refused.status()).toBe(403);

      await toolbar.getByRole('button', { name: 'Veröffentlichen …' }).click();
      await page
        .getByRole('dialog', { name: 'Veröffentlichen' })
        .getByRole('button', { name: 'Jetzt veröffentlichen' })
        .click();
      await expect(page.getByRole('status').filter({ hasText: 'Gespeichert' })).toBeVisible();
      await expect(page.getByRole('note').filter({ hasText: 'Entwurf' })).toHaveCount(0);

      const visitor = await browser.newContext();
      const anonymous = await visitor.newPage();
      await anonymous.goto(PAGE);
      await expect(anonymous.getByRole('heading', { name: 'Leihrollstühle an der Kasse' })).toBeVisible();
      await visitor.close();
    });
  });
});
