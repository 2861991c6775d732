import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAsStaff } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256, 0x90)]);

/** The demo forms' ids come from the seed; look them up by their German slug through the API. */
async function formPath(request: APIRequestContext, slug: string) {
  for (let id = 1; id <= 20; id++) {
    const res = await request.get(`/de/api/forms/${id}/`);
    if (res.ok() && (await res.json()).slug === slug) return { id, path: `/de/forms/${slug}/${id}` };
  }
  throw new Error(`form ${slug} not found`);
}

const row = (page: Page, slug: string) => page.locator(`[data-slug="${slug}"]`);

test('a workshop registration with an upload is stored and visible to staff', async ({ page }) => {
  const form = await formPath(page.request, 'korbflechten-fuer-einsteiger');
  await page.goto(form.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung: Korbflechten für Einsteiger' })).toBeVisible();
  const name = `Hanna Probe ${Date.now()}`;
  await page.getByLabel('Vor- und Nachname').fill(name);
  await page.getByLabel(/^E-Mail-Adresse \*/).fill('hanna.probe@example.org');
  await page.getByLabel('E-Mail-Adresse wiederholen').fill('hanna.probe@example.org');
  await page
    .getByRole('group', { name: /Wunschtermin/ })
    .getByRole('radio')
    .first()
    .check();
  await page.getByLabel('Anzahl der Teilnehmenden').fill('2');
  await page
    .getByLabel('Foto Ihres Wunschkorbs (optional)')
    .setInputFiles({ name: 'wunschkorb.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText(/Hochgeladen: wunschkorb\.pdf/)).toBeVisible();
  await page.getByLabel(/Ich habe die Datenschutzerklärung gelesen/).check();
  await page.getByRole('button', { name: 'Verbindlich anmelden' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Anmeldung zum Korbflechten!' }),
  ).toBeVisible();

  await loginAsStaff(page.request);
  await page.goto('/de/dashboard/forms');
  await page
    .getByRole('row')
    .filter({ hasText: 'Anmeldung: Korbflechten für Einsteiger' })
    .getByRole('link', { name: /^Einsendungen/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/de/dashboard/form-entries/${form.id}$`));
  const entry = page.getByRole('row').filter({ hasText: name });
  await expect(entry).toBeVisible();
  await expect(entry.getByRole('cell', { name: 'hanna.probe@example.org' })).toBeVisible();
  const download = entry.getByRole('link', { name: 'wunschkorb.pdf herunterladen' });
  const res = await page.request.get((await download.getAttribute('href'))!);
  expect(res.status()).toBe(200);
  expect(Buffer.from(await res.body())).toEqual(PDF);
  const csv = await page.request.get(`/de/api/forms/${form.id}/entries/csv/`);
  expect(await csv.text()).toContain(name);
});

test('a form in error shows red rows with their messages and a summary', async ({ page }) => {
  const form = await formPath(page.request, 'kontakt');
  await page.goto(form.path);
  await page.getByRole('button', { name: 'Nachricht senden' }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'nicht korrekt ausgefüllt' });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  const name = page.getByLabel('Vor- und Nachname');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(row(page, 'name').getByText('Dieses Feld ist ein Pflichtfeld!')).toBeVisible();
  await expect(name).toHaveAccessibleDescription(/Dieses Feld ist ein Pflichtfeld!/);
  const red = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--color-error)';
    document.body.append(probe);
    return getComputedStyle(probe).color;
  });
  await expect(row(page, 'name')).toHaveCSS('border-top-color', red);
  await expect(row(page, 'name').getByText('Dieses Feld ist ein Pflichtfeld!')).toHaveCSS('color', red);

  await name.fill('Jonas Beispiel');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(row(page, 'name')).not.toHaveCSS('border-top-color', red);

  await page.getByLabel(/^E-Mail-Adresse \*/).fill('jonas(at)example');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(row(page, 'email').getByText('Ungültige E-Mail-Adresse!')).toBeVisible();

  await page
    .getByLabel('Anhang (optional)')
    .setInputFiles({ name: 'rechnung.pdf', mimeType: 'application/pdf', buffer: EXE });
  await expect(row(page, 'attachment').getByText(/Dieser Dateityp wird nicht angenommen/)).toBeVisible();
});

test('without JavaScript a refused form comes back with the typed values and messages', async ({
  browser,
  request,
}) => {
  const form = await formPath(request, 'kontakt');
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(form.path);
  await page.getByLabel('Vor- und Nachname').fill('Ohne Skript');
  await page.getByLabel(/^E-Mail-Adresse \*/).fill('ohne@skript');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page).toHaveURL(/\/check\?draft=/);
  await expect(page.getByLabel('Vor- und Nachname')).toHaveValue('Ohne Skript');
  await expect(row(page, 'email').getByText('Ungültige E-Mail-Adresse!')).toBeVisible();
  await expect(row(page, 'message').getByText('Dieses Feld ist ein Pflichtfeld!')).toBeVisible();
  await context.close();
});
