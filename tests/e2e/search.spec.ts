import { expect, test } from '@playwright/test';

test.describe('site search', () => {
  test('autocomplete by keyboard only: type, arrow down into the list, Enter searches', async ({ page }) => {
    await page.goto('/de/mediathek-de');
    const box = page.getByRole('main').getByRole('combobox');
    await box.focus();
    await page.keyboard.type('Zehnt');
    const list = page.getByRole('main').getByRole('listbox');
    await expect(list.getByRole('option', { name: 'Zehntscheune' })).toBeVisible();
    // The typed text is highlighted in each suggestion.
    await expect(list.locator('mark').first()).toHaveText(/zehnt/i);
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('option').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('option').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de\/search\?q=/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Zehntscheune');
    await expect(page.getByRole('link', { name: /Die Restaurierung der Zehntscheune/ }).first()).toBeVisible();
  });

  test('search page: tabs, paging, highlighted matches and the no-results text', async ({ page }) => {
    await page.goto('/de/search?q=Dorf');
    const tabs = page.getByRole('navigation', { name: 'Ergebnisarten' });
    await expect(tabs.getByRole('link', { name: /Alle/ })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: /Weitere Ergebnisse/ }).click();
    await expect(page).toHaveURL(/\/de\/search\/others\/1\?q=Dorf/);
    await expect(tabs.getByRole('link', { name: /Weitere Ergebnisse/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('main mark').first()).toHaveText(/dorf/i);
    const pager = page.getByRole('navigation', { name: 'Seiten' });
    await pager.getByRole('link', { name: 'Nächste Seite' }).click();
    await expect(page).toHaveURL(/\/de\/search\/others\/2\?q=Dorf/);
    await expect(pager.getByText(/Seite 2 von/)).toBeVisible();
    await page.goto('/de/search?q=xqzzy');
    await expect(page.getByText('Ihre Suche ergab keine Treffer.')).toBeVisible();
    // The page's own box holds the query; a new search from it replaces the results.
    const box = page.getByRole('main').getByRole('combobox', { name: 'Suche' });
    await expect(box).toHaveValue('xqzzy');
    await box.fill('Mühle');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/de\/search\?q=M%C3%BChle/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mühle');
    await expect(page.getByText('Ihre Suche ergab keine Treffer.')).toBeHidden();
  });

  test('magazine category filter highlights the active category', async ({ page }) => {
    await page.goto('/de/mediathek-de');
    const categories = page.getByRole('navigation', { name: 'Kategorien' });
    await expect(categories.getByRole('link', { name: 'Alle', exact: true })).toHaveAttribute('aria-current', 'page');
    await categories.getByRole('link', { name: 'Handwerk' }).click();
    await expect(page).toHaveURL(/\/de\/mediathek-de\/categories\/handwerk\/\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Handwerk');
    await expect(categories.getByRole('link', { name: 'Handwerk' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'Die Lehrjahre des Schmieds' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Die Fresken der Dorfkapelle' })).toHaveCount(0);
    await categories.getByRole('link', { name: 'Alle #Themen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle #Themen');
  });
});
