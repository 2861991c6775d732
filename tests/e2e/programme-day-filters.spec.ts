import { expect, test, type Page } from '@playwright/test';

const LIST = '/de/programm/veranstaltungen';
const cards = (page: Page) => page.getByTestId('event-card');
const dayHeadings = (page: Page) => page.locator('section[aria-labelledby^="day-"] > h2');
/**
 * The Reset link beside the active-filter chips. An empty result (on a Sunday the weekend is today
 * alone, which the demo may have nothing on) shows a link of the same name in its own message.
 */
const barReset = (page: Page) =>
  page
    .getByRole('list', { name: 'Aktive Filter' })
    .locator('xpath=..')
    .getByRole('link', { name: 'Filter zurücksetzen' });
const origin = () => test.info().project.use.baseURL ?? 'http://localhost:3100';

/** Records a consent choice before the page loads, so the banner does not sit over the sticky buttons. */
async function decideConsent(page: Page) {
  await page.context().addCookies([
    {
      name: 'cookie_consent',
      value: encodeURIComponent(JSON.stringify({ v: 1, tracking: false, media: false })),
      url: origin(),
    },
  ]);
}

test.describe('quick filters', () => {
  test('This weekend rewrites the URL and lists only Saturday and Sunday; Next 3 days replaces it; a chip removes it', async ({
    page,
  }) => {
    await page.goto(LIST);
    await expect(cards(page)).toHaveCount(10);
    const before = await dayHeadings(page).allInnerTexts();
    const weekend = page.getByRole('button', { name: 'Dieses Wochenende' });
    await expect(weekend).toHaveAttribute('aria-pressed', 'false');
    // A client navigation to the server-rendered weekend list (its RSC request carries the new query).
    const answer = page.waitForResponse((res) => res.url().includes('weekend=1'));
    await weekend.click();
    expect((await answer).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${LIST}\\?weekend=1$`));
    await expect(weekend).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'Filter „Dieses Wochenende“ entfernen' })).toBeVisible();
    // The list changed: only weekend days (or the empty state when the weekend has nothing on).
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const after = await dayHeadings(page).allInnerTexts();
    expect(after).not.toEqual(before);
    for (const heading of after) expect(heading).toMatch(/^(Samstag|Sonntag),/);
    if (after.length === 0)
      await expect(page.getByText('Leider hat Ihre Auswahl kein Ergebnis erzielt.')).toBeVisible();

    await page.getByRole('button', { name: 'Nächste 3 Tage' }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}\\?next_3_days=1$`));
    await expect(weekend).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('link', { name: 'Filter „Nächste 3 Tage“ entfernen' }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expect(cards(page)).toHaveCount(10);
  });

  test('a picked calendar date clears the quick filter; with a location the Reset button appears', async ({ page }) => {
    await page.goto(`${LIST}?weekend=1`);
    await expect(page.getByRole('button', { name: 'Dieses Wochenende' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('list', { name: 'Aktive Filter' })).toBeVisible();
    await expect(barReset(page)).toHaveCount(0);
    await page.getByLabel('Veranstaltungsart').selectOption({ label: 'Workshop' });
    await expect(page).toHaveURL(/\?weekend=1&type=20$/);
    await expect(barReset(page)).toBeVisible();
    await page.getByRole('button', { name: 'Datum wählen' }).click();
    await page.locator('table button:not([disabled])').first().click();
    await expect(page).toHaveURL(/\?date=\d{2}-\d{2}-\d{4}&type=20$/);
    await expect(page.getByRole('button', { name: 'Dieses Wochenende' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('contradicting quick filters in the URL redirect to the unfiltered list', async ({ page }) => {
    await page.goto(`${LIST}?weekend=1&next_3_days=1`);
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expect(cards(page).first()).toBeVisible();
  });
});

test.describe('filter dialogs on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('Filter opens a dialog whose dropdown applies at once; closing it gives the focus back', async ({ page }) => {
    await decideConsent(page);
    await page.goto(LIST);
    const open = page.getByRole('button', { name: 'Filter', exact: true });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Filter' });
    await expect(dialog).toBeVisible();
    // As a visitor does it: the dropdown has the focus when its value changes.
    await dialog.getByLabel('Veranstaltungsart').focus();
    await dialog.getByLabel('Veranstaltungsart').selectOption({ label: 'Workshop' });
    await expect(page).toHaveURL(/\?type=20$/);
    // The new page's bar keeps the dialog open, on the same control, with the filter applied.
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Veranstaltungsart')).toBeFocused();
    await expect(page.getByRole('link', { name: 'Filter „Workshop“ entfernen' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Ergebnisse anzeigen' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
  });

  test('Kalender opens a dialog; a picked day filters the list and closes it', async ({ page }) => {
    await decideConsent(page);
    await page.goto(LIST);
    await page.getByRole('button', { name: 'Kalender', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Kalender' });
    await dialog.locator('table button:not([disabled])').first().click();
    await expect(page).toHaveURL(/\?date=\d{2}-\d{2}-\d{4}$/);
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('quick filters without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server page applies weekend=1 and the toggle is a form carrying the next state', async ({ page }) => {
    await page.goto(`${LIST}?weekend=1`);
    for (const heading of await dayHeadings(page).allInnerTexts()) expect(heading).toMatch(/^(Samstag|Sonntag),/);
    const nextThree = page.locator('form', { has: page.getByRole('button', { name: 'Nächste 3 Tage' }) });
    await expect(nextThree.locator('input[type="hidden"]')).toHaveCount(1);
    await expect(nextThree.locator('input[name="next_3_days"]')).toHaveValue('1');
    // Switching weekend off again leads back to the whole programme.
    await expect(
      page.locator('form', { has: page.getByRole('button', { name: 'Dieses Wochenende' }) }).locator('input'),
    ).toHaveCount(0);
  });
});

test.describe('sticky navigation', () => {
  test('the ticket-icon button opens the event overlay and its close button closes it', async ({ page }) => {
    await decideConsent(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/de');
    await page.evaluate(() => window.scrollTo(0, 500));
    const sticky = page.getByRole('navigation', { name: 'Schnellzugriff' });
    const button = sticky.getByRole('link', { name: 'Programm und Karten' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Programm und Karten' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/de\?overlay=true$/);
    await expect(dialog.getByTestId('event-card').first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Dieses Wochenende' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Programm schließen' }).click();
    await expect(dialog).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');
    await expect(button).toBeFocused();
  });

  test('the overlay button is hidden on the events pages and in the footer area', async ({ page }) => {
    await decideConsent(page);
    await page.goto(LIST);
    await expect(
      page.getByRole('navigation', { name: 'Schnellzugriff' }).getByRole('link', { name: 'Programm und Karten' }),
    ).toHaveCount(0);
    await page.goto('/de');
    const button = page
      .getByRole('navigation', { name: 'Schnellzugriff' })
      .getByRole('link', { name: 'Programm und Karten' });
    await expect(button).toBeVisible();
    await page.evaluate(() => document.querySelector('[data-site-footer]')!.scrollIntoView({ behavior: 'instant' }));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(button).toBeVisible();
  });
});
