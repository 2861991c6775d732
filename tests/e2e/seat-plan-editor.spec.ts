import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { loginAsStaff } from './helpers';

// Staff draw a seat plan in the back office's grid editor: rows × seats, an aisle, a second category.

test.describe('seat plan editor @site-state', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsStaff(page.request);
  });

  test('staff create a 2 × 6 plan with an aisle and two categories by clicking, and see it listed with 10 seats', async ({
    page,
  }) => {
    const name = `Probebühne ${Date.now().toString(36)}`;
    await page.goto('/de/dashboard/seat-plans/create');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    const editor = page.getByTestId('seat-plan-editor');

    // the new plan starts as 10 × 12; make it 2 rows of 6 (the editor asks before it drops seats)
    await editor.getByLabel('Reihen', { exact: true }).fill('2');
    await editor.getByLabel('Plätze je Reihe', { exact: true }).fill('6');
    await editor.getByRole('button', { name: 'Größe übernehmen' }).click();
    await editor.getByRole('button', { name: 'Trotzdem verkleinern' }).click();
    await expect(editor.getByTestId('seat-count')).toHaveText('Plätze: 12');

    // the fourth column becomes an aisle: seat / gap is the tool a new plan starts with
    await editor.getByRole('button', { name: 'Reihe 1, Platz 4, Kategorie A' }).click();
    await editor.getByRole('button', { name: 'Reihe 2, Platz 4, Kategorie A' }).click();
    await expect(editor.getByRole('button', { name: 'Reihe 1, Spalte 4: Lücke' })).toBeVisible();
    await expect(editor.getByTestId('seat-count')).toHaveText('Plätze: 10');
    // numbering skips the gap: the seat right of the aisle is number 4
    await expect(editor.getByRole('button', { name: 'Reihe 1, Platz 4, Kategorie A' })).toBeVisible();

    // a second category, painted on the two seats right of the aisle in row 2
    await editor.getByRole('button', { name: 'Kategorie hinzufügen' }).click();
    await editor.getByRole('button', { name: 'Kategorie B malen' }).click();
    await editor.getByRole('button', { name: 'Reihe 2, Platz 4, Kategorie A' }).click();
    await editor.getByRole('button', { name: 'Reihe 2, Platz 5, Kategorie A' }).click();
    await expect(editor.getByRole('button', { name: 'Reihe 2, Platz 5, Kategorie B' })).toBeVisible();

    // the grid is one tab stop; arrow keys move between the cells
    await editor.getByRole('button', { name: 'Reihe 1, Platz 1, Kategorie A' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(editor.getByRole('button', { name: 'Reihe 1, Platz 2, Kategorie A' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(editor.getByRole('button', { name: 'Reihe 2, Platz 2, Kategorie A' })).toBeFocused();

    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/\/de\/dashboard\/seat-plans$/);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: '10', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'A, B', exact: true })).toBeVisible();
  });

  test('axe finds no violations in the editor of the demo plan, whose wheelchair places are named', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/de/dashboard/seat-plans');
    await page.getByText('Zehntscheune – Theater').first().click();
    const editor = page.getByTestId('seat-plan-editor');
    await expect(editor.getByTestId('seat-count')).toHaveText('Plätze: 306');
    await expect(editor.getByRole('button', { name: /^Reihe 12, Platz 1, Kategorie B, Rollstuhlplatz/ })).toBeVisible();
    // the editor itself (the form's shared toolbar is checked with the other back-office forms)
    const results = await new AxeBuilder({ page }).include('[data-testid="seat-plan-editor"]').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
