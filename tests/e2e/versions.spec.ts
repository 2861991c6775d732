import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { loginAsStaff, STAFF_2 } from './helpers';

// The page these tests change; each puts it back (published content, draft, online state).
const PAGE = '/de/museumsdorf/geschichte';
const origin = () => test.info().project.use.baseURL ?? 'http://localhost:3100';

type Section = { id: number; slug: string; updated_at: string; settings: unknown; columns: unknown };
type Entity = { id: number; modules: Section[] };

async function pageEntity(page: Page): Promise<Entity> {
  return (await (await page.request.get(`/de/pageeditor-api/page${PAGE.slice(3)}`)).json()) as Entity;
}

/** Puts the page back as it was: its sections live, no draft, online. */
async function restoreAfter(page: Page, run: () => Promise<void>) {
  const before = await pageEntity(page);
  try {
    await run();
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
    const draft = (await (await page.request.get(`/de/pageeditor-api/drafts/${before.id}/`)).json()) as {
      draft: { revision: number };
    };
    expect(
      (
        await page.request.post(`/de/pageeditor-api/publish/${before.id}/`, {
          data: { revision: draft.draft.revision, at: null },
          headers,
        })
      ).status(),
    ).toBe(200);
    await page.request.patch(`/de/pageeditor-api/page-settings/${before.id}/`, { data: { is_online: true }, headers });
  }
}

async function staffPage(browser: Browser, who?: typeof STAFF_2) {
  const context = await browser.newContext({ locale: 'de-DE' });
  await context.addCookies([
    {
      name: 'cookie_consent',
      value: encodeURIComponent(JSON.stringify({ v: 1, tracking: false, media: false })),
      url: origin(),
    },
  ]);
  const page = await context.newPage();
  await loginAsStaff(page.request, who);
  return page;
}

async function openEditMode(page: Page) {
  await page.goto(`${PAGE}?edit`);
  await expect(page.getByRole('group', { name: 'Abschnitt 1, Spalte 1' })).toBeVisible({ timeout: 20_000 });
}

async function addHeadline(page: Page, text: string) {
  await page.getByRole('button', { name: '+ Block in Abschnitt 1, Spalte 1' }).click();
  await page
    .getByRole('dialog', { name: 'Block hinzufügen' })
    .getByRole('button', { name: 'Überschrift', exact: true })
    .click();
  const headline = page.getByRole('textbox', { name: 'Überschrift' }).last();
  await headline.fill(text);
  await headline.press('Enter');
}

test.describe('drafts, versions and publishing @site-state', () => {
  test('an offline page opens and is edited by staff, marked, while visitors get 404', async ({ browser }) => {
    const staff = await staffPage(browser);
    await restoreAfter(staff, async () => {
      const csrf = await loginAsStaff(staff.request);
      const { id } = await pageEntity(staff);
      expect(
        (
          await staff.request.patch(`/de/pageeditor-api/page-settings/${id}/`, {
            data: { is_online: false },
            headers: { 'x-csrftoken': csrf },
          })
        ).status(),
      ).toBe(200);
      const visitor = await browser.newContext();
      await expect.poll(async () => (await visitor.request.get(PAGE)).status()).toBe(404);
      await visitor.close();
      await staff.goto(PAGE);
      await expect(staff.getByRole('note').filter({ hasText: 'Diese Seite ist offline' })).toBeVisible();
      await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
      // Staff edit it as any other page.
      await openEditMode(staff);
      await addHeadline(staff, 'Wiedereröffnung im Frühjahr');
      await expect(staff.getByRole('toolbar', { name: 'Redaktion' }).getByText('Entwurf gespeichert')).toBeVisible();
      expect((await (await browser.newContext()).request.get(PAGE)).status()).toBe(404);
    });
  });

  test('versions: the list shows what changed per block, a version opens with ?v= for staff only, and restores into the draft', async ({
    browser,
  }) => {
    const staff = await staffPage(browser);
    await restoreAfter(staff, async () => {
      await openEditMode(staff);
      await addHeadline(staff, 'Die Zehntscheune von 1742');
      const toolbar = staff.getByRole('toolbar', { name: 'Redaktion' });
      await expect(toolbar.getByText('Entwurf gespeichert')).toBeVisible();
      await toolbar.getByRole('button', { name: 'Veröffentlichen …' }).click();
      await staff
        .getByRole('dialog', { name: 'Veröffentlichen' })
        .getByRole('button', { name: 'Jetzt veröffentlichen' })
        .click();
      await expect(staff.getByRole('status').filter({ hasText: 'Gespeichert' })).toBeVisible();

      // Change the new headline in a second draft, then compare with the published version.
      await openEditMode(staff);
      const headline = staff.getByRole('textbox', { name: 'Überschrift' }).last();
      await headline.fill('Die Zehntscheune von 1743');
      await headline.press('Enter');
      await expect(toolbar.getByText('Entwurf gespeichert')).toBeVisible();
      await toolbar.getByRole('button', { name: 'Versionen' }).click();
      const dialog = staff.getByRole('dialog', { name: 'Versionen' });
      const published = dialog.getByRole('row').filter({ hasText: 'Veröffentlicht' }).first();
      await expect(published).toBeVisible();
      await published.getByRole('button', { name: /vergleichen/ }).click();
      await expect(dialog.getByText('Überschrift: geändert')).toBeVisible();
      await expect(dialog.getByRole('deletion')).toHaveText('Die Zehntscheune von 1742');
      await expect(dialog.getByRole('insertion')).toHaveText('Die Zehntscheune von 1743');
      await staff.screenshot({ path: test.info().outputPath('versions-diff-1280.png') });

      const view = dialog.getByRole('link', { name: /ansehen/ });
      const versionUrl = (await view.getAttribute('href')) ?? '';
      expect(versionUrl).toMatch(/\?v=\d+/);
      const visitor = await browser.newContext();
      const anonymous = await visitor.request.get(versionUrl, { maxRedirects: 0 });
      expect(anonymous.status()).toBe(301);
      expect(anonymous.headers().location).not.toContain('v=');
      await visitor.close();

      // Restoring reloads the page in edit mode with the restored draft.
      await dialog.getByRole('button', { name: /in den Entwurf übernehmen/ }).click();
      await expect(staff.getByRole('status').filter({ hasText: 'Gespeichert' })).toBeVisible();
      await expect(staff.getByRole('textbox', { name: 'Überschrift' }).last()).toHaveText('Die Zehntscheune von 1742', {
        timeout: 20_000,
      });
      const preview = await staffPage(browser);
      await preview.goto(versionUrl);
      await expect(preview.getByRole('note').filter({ hasText: /^Version \d+ vom/ })).toBeVisible();
      await expect(preview.getByRole('heading', { name: 'Die Zehntscheune von 1742' })).toBeVisible();
    });
  });

  test('a publish scheduled a minute ahead goes live on its own', async ({ browser }) => {
    test.setTimeout(150_000);
    const staff = await staffPage(browser);
    await restoreAfter(staff, async () => {
      await openEditMode(staff);
      await addHeadline(staff, 'Führung zur Geschichte des Dorfes');
      const toolbar = staff.getByRole('toolbar', { name: 'Redaktion' });
      await expect(toolbar.getByText('Entwurf gespeichert')).toBeVisible();
      await toolbar.getByRole('button', { name: 'Veröffentlichen …' }).click();
      const dialog = staff.getByRole('dialog', { name: 'Veröffentlichen' });
      // One minute ahead, in Berlin time as the field takes it (the server clock runs on its own).
      const at = await staff.evaluate(() => {
        const parts = Object.fromEntries(
          new Intl.DateTimeFormat('en-CA', {
            timeZone: 'Europe/Berlin',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          })
            .formatToParts(new Date(Date.now() + 61_000))
            .map((p) => [p.type, p.value]),
        );
        return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
      });
      await dialog.getByLabel('Datum und Uhrzeit').fill(at);
      await dialog.getByRole('button', { name: 'Veröffentlichung planen' }).click();
      await expect(toolbar.getByText(/Veröffentlichung geplant/)).toBeVisible();
      const visitor = await browser.newContext();
      expect(await (await visitor.request.get(PAGE)).text()).not.toContain('Führung zur Geschichte des Dorfes');
      await expect
        .poll(async () => (await visitor.request.get(PAGE)).text(), { timeout: 120_000, intervals: [5_000] })
        .toContain('Führung zur Geschichte des Dorfes');
      await visitor.close();
    });
  });

  test('two editors on one page: the second sees who edits, gets the choice on a newer draft, and loses nothing', async ({
    browser,
  }) => {
    const erika = await staffPage(browser);
    await restoreAfter(erika, async () => {
      const max = await staffPage(browser, STAFF_2);
      await openEditMode(erika);
      await openEditMode(max);
      await expect(max.getByTestId('other-editors')).toContainText('Erika Muster');
      await addHeadline(erika, 'Erikas Fassung');
      await expect(erika.getByRole('toolbar', { name: 'Redaktion' }).getByText('Entwurf gespeichert')).toBeVisible();

      await addHeadline(max, 'Max’ Fassung');
      const choice = max.getByRole('dialog', { name: 'Der Entwurf wurde inzwischen geändert' });
      await expect(choice).toContainText('Erika Muster');
      await expect(max.getByRole('textbox', { name: 'Überschrift' }).last()).toHaveText('Max’ Fassung');
      await choice.getByRole('button', { name: 'Meine Fassung behalten' }).click();
      await expect(max.getByRole('toolbar', { name: 'Redaktion' }).getByText('Entwurf gespeichert')).toBeVisible();
      const { id } = await pageEntity(max);
      const draft = (await (await max.request.get(`/de/pageeditor-api/drafts/${id}/`)).json()) as {
        draft: { sections: unknown };
      };
      expect(JSON.stringify(draft.draft.sections)).toContain('Max’ Fassung');
      // Erika's copy is kept among the versions.
      const versions = (await (await max.request.get(`/de/pageeditor-api/versions/${id}/`)).json()) as {
        results: { author: { name: string } | null }[];
      };
      expect(versions.results.map((v) => v.author?.name)).toContain('Erika Muster');
    });
  });

  for (const width of [375, 1280]) {
    test(`axe finds no violations with the version list and a diff open, and with the publish dialog, at ${width} px`, async ({
      browser,
    }) => {
      const staff = await staffPage(browser);
      await staff.setViewportSize({ width, height: 900 });
      await restoreAfter(staff, async () => {
        await openEditMode(staff);
        const toolbar = staff.getByRole('toolbar', { name: 'Redaktion' });
        await toolbar.getByRole('button', { name: 'Versionen' }).click();
        const dialog = staff.getByRole('dialog', { name: 'Versionen' });
        await dialog
          .getByRole('button', { name: /vergleichen/ })
          .first()
          .click();
        await expect(dialog.getByRole('heading', { name: /im Vergleich zum aktuellen Entwurf/ })).toBeVisible();
        expect(
          (await new AxeBuilder({ page: staff }).analyze()).violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          ),
        ).toEqual([]);
        await dialog.getByRole('button', { name: 'Schließen' }).click();
        await toolbar.getByRole('button', { name: 'Veröffentlichen …' }).click();
        await expect(staff.getByRole('dialog', { name: 'Veröffentlichen' })).toBeVisible();
        expect(
          (await new AxeBuilder({ page: staff }).analyze()).violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          ),
        ).toEqual([]);
      });
    });
  }
});
