import { expect, test, type Page } from '@playwright/test';
import { loginAsStaff } from './helpers';

/** Every script the page loaded, with its text. */
async function loadedScripts(page: Page, url: string) {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push({ url: res.url(), body: res.text().catch(() => '') });
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return Promise.all(scripts.map(async (s) => ({ url: s.url, body: await s.body })));
}

test('anonymous visitors load no editor or back-office code and get no toolbar offset', async ({ page }) => {
  const scripts = await loadedScripts(page, '/de/besuch/anreise');
  expect(scripts.length).toBeGreaterThan(3);
  // Markers of the editor chunk (its test id, dialog ids, texts), of the editor libraries and of the
  // back office (react-admin, Material UI).
  const markers = [
    'editor-toolbar',
    'page-settings-title',
    'Seiteneinstellungen',
    'ProseMirror',
    'react-hook-form',
    'DndDescribedBy',
    'RaDatagrid',
    'MuiAppBar',
  ];
  for (const { url, body } of scripts)
    for (const marker of markers) expect(body.includes(marker), `${marker} in ${url}`).toBe(false);
  await expect(page.getByRole('toolbar', { name: 'Redaktion' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-staff'))).toBe(false);
});

test.describe('page editor toolbar @site-state', () => {
  test('staff get the toolbar, change the page title in the settings and visitors see it', async ({
    page,
    browser,
  }) => {
    const csrf = await loginAsStaff(page.request);
    await page.goto('/de/besuch/anreise');
    const toolbar = page.getByRole('toolbar', { name: 'Redaktion' });
    await expect(toolbar).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-staff'))).toBe(true);
    await expect(toolbar.getByRole('link', { name: 'Bearbeiten', exact: true })).toHaveAttribute(
      'href',
      /[?&]edit(&|$)/,
    );

    await toolbar.getByRole('button', { name: 'Seiteneinstellungen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Seiteneinstellungen' });
    const title = dialog.getByLabel('Titel', { exact: true });
    const before = await title.inputValue();
    await title.fill('');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByText('title is required')).toBeVisible();
    await title.fill(`${before} (geändert)`);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert' })).toBeVisible();
    try {
      const visitor = await browser.newContext();
      await expect
        .poll(async () => (await visitor.request.get('/de/besuch/anreise')).text(), { timeout: 15_000 })
        .toContain(`${before} (geändert)`);
      await visitor.close();
    } finally {
      const pageId = await page.evaluate(
        async () => ((await (await fetch('/de/pageeditor-api/page/besuch/anreise')).json()) as { id: number }).id,
      );
      expect(
        (
          await page.request.patch(`/de/pageeditor-api/page-settings/${pageId}/`, {
            data: { title: before },
            headers: { 'x-csrftoken': csrf },
          })
        ).status(),
      ).toBe(200);
    }
  });

  test('the back-office link points at the record the page shows: the page itself or, on an article, the article', async ({
    page,
  }) => {
    await loginAsStaff(page.request);
    await page.goto('/de/besuch/anreise');
    const toolbar = page.getByRole('toolbar', { name: 'Redaktion' });
    await expect(toolbar.getByRole('link', { name: 'Im Backoffice bearbeiten' })).toHaveAttribute(
      'href',
      /^\/de\/dashboard\/pages\/\d+$/,
    );
    // Outside edit mode (the preview of the draft) the versions open too, as does publishing.
    await expect(toolbar.getByRole('button', { name: 'Versionen' })).toBeEnabled();
    await expect(toolbar.getByRole('button', { name: 'Veröffentlichen …' })).toBeEnabled();
    const article = (
      (await (await page.request.get('/de/api/articles/')).json()) as { results: { id: number; url: string }[] }
    ).results[0];
    await page.goto(article.url);
    await expect(toolbar.getByRole('link', { name: 'Im Backoffice bearbeiten' })).toHaveAttribute(
      'href',
      `/de/dashboard/articles/${article.id}`,
    );
  });

  test('the toolbar stays away with noToolbar (previews) and offers phone, tablet and desktop previews', async ({
    page,
  }) => {
    await loginAsStaff(page.request);
    await page.goto('/de/besuch/anreise?noToolbar');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Redaktion' })).toHaveCount(0);
    await page.goto('/de/besuch/anreise');
    await page.getByRole('button', { name: 'Vorschau 375 px' }).click();
    const preview = page.getByRole('dialog', { name: 'Vorschau 375 px' });
    await expect(preview.locator('iframe')).toHaveAttribute('src', /noToolbar/);
    expect(await preview.locator('iframe').evaluate((frame) => frame.getBoundingClientRect().width)).toBe(375);
  });
});
