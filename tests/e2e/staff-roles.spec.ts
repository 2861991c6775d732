import { expect, test } from '@playwright/test';
import { loginAsStaff, STAFF_BOX_OFFICE, STAFF_DOOR } from './helpers';

// Roles that fit the people: the door sees the check-in and today's dates, nothing else, and no page editor.
test.describe('staff roles', () => {
  test("a door account sees only the check-in and today's dates, and cannot open the page editor", async ({ page }) => {
    // Logged in through the login form, as a person at the gate would.
    await page.goto('/de/login?next=%2Fde%2Fdashboard');
    await page.getByLabel('Benutzername oder E-Mail').fill(STAFF_DOOR.username);
    await page.getByLabel('Passwort').fill(STAFF_DOOR.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/de\/dashboard$/);

    await expect(page.getByRole('heading', { name: 'Heutige Termine' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Einlass (Tickets scannen)' })).toBeVisible();
    for (const area of ['Seiten', 'Termine', 'Bestellungen', 'Besucherkonten', 'Benutzer'])
      await expect(page.getByRole('menuitem', { name: area, exact: true })).toHaveCount(0);

    // The check-in opens; a staff page of another role answers 403 in words.
    await page.goto('/de/dashboard/check-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Einlass' })).toBeVisible();
    const entries = await page.goto('/de/dashboard/form-entries/1');
    expect(entries?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Kein Zugang mit dieser Rolle' })).toBeVisible();
    await expect(page.getByText('Ihr Konto hat die Rolle „Einlass“')).toBeVisible();

    // On the site the page editor does not open: no toolbar, and its API refuses the door.
    const who = page.waitForResponse((res) => res.url().includes('/de/pageeditor-api/user'));
    await page.goto('/de/besuch/anreise');
    expect((await who).status()).toBe(403);
    await expect(page.getByRole('toolbar', { name: 'Redaktion' })).toHaveCount(0);
    const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value;
    const save = await page.request.put('/de/pageeditor-api/drafts/1/', {
      data: { revision: 0, sections: [] },
      headers: { 'x-csrftoken': csrf },
    });
    expect(save.status()).toBe(403);
    expect((await page.request.get('/de/api/visitors/')).status()).toBe(403);
  });

  test('the box office sees orders and visitor accounts, not the pages', async ({ page }) => {
    await loginAsStaff(page.request, STAFF_BOX_OFFICE);
    await page.goto('/de/dashboard');
    await expect(page.getByRole('menuitem', { name: 'Bestellungen', exact: true })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Besucherkonten', exact: true })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Seiten', exact: true })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Besucherkonten', exact: true }).click();
    await expect(page).toHaveURL(/\/de\/dashboard\/visitors/);
    await expect(page.getByRole('heading', { level: 1, name: 'Besucherkonten' })).toBeVisible();
  });
});
