import { expect, test } from '@playwright/test';
import { loginAsStaff } from './helpers';

const LIST = '/de/programm/veranstaltungen';

/**
 * A date staff create in the back office is in the public programme list and in sitemap.xml at once
 * (lib/write-effects.ts: the write expires both readers' cache tags), although both were cached just
 * before: the list as a cached page, the sitemap's entries in the data cache.
 */
test('an event created in the back office is in the programme list and the sitemap at once', async ({
  page,
  request,
}) => {
  // A fresh server renders the list, the dashboard and the list again: more than 30 s on a loaded machine.
  test.setTimeout(90_000);
  await loginAsStaff(page.request);
  // Today from 00:01 to 23:59 Berlin time: first on the list's first page, and upcoming for the sitemap.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const title = `Nachtwächterrundgang ${Date.now().toString(36)}`;

  // Both are cached before the write (the list page twice: its second answer comes from the cache).
  for (let i = 0; i < 2; i++) expect(await (await request.get(LIST)).text()).not.toContain(title);
  const before = await (await request.get('/sitemap.xml')).text();
  expect(before).toContain('<urlset');

  await page.goto('/de/dashboard/events/create');
  await page.getByRole('textbox', { name: 'Titel', exact: true }).fill(title);
  await page.getByLabel('Beginn').fill(`${today}T00:01`);
  await page.getByLabel('Ende').fill(`${today}T23:59`);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/de\/dashboard\/events\/\d+$/);
  const id = /\/events\/(\d+)$/.exec(page.url())![1];

  // No waiting: the very next requests see it.
  expect(await (await request.get(LIST)).text()).toContain(title);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['cache-control']).toMatch(/max-age=0/);
  expect(await sitemap.text()).toMatch(new RegExp(`/de/programm/veranstaltungen/[^<]+/${id}</loc>`));
  // And a visitor's browser opening the list.
  await page.goto(LIST);
  await expect(page.getByText(title).first()).toBeVisible();
});
