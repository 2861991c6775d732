import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The demo's public village tour (type 10) sells timed tickets: three timeslots, 11:00, 13:00, 15:00.

async function openTourDetail(page: Page) {
  // The tour's next date, found through the events API (the list may put it on a later page).
  for (let n = 1; n <= 5; n++) {
    const res = await page.request.get(`/de/api/events/?type=10&page=${n}&page_size=10`);
    const body = (await res.json()) as { results: { title: string; url: string; id_jet: number | null; status: string }[]; next: string | null };
    const tour = body.results.find((e) => e.title.startsWith('Dorfführung') && e.id_jet && e.status !== 'cancelled');
    if (tour) {
      await page.goto(tour.url);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Dorfführung');
      return;
    }
    if (!body.next) break;
  }
  throw new Error('no bookable village tour in the demo programme');
}

test.describe('box office', () => {
  test('choose a timeslot and tickets, add to cart, badge and countdown, checkout yields an order', async ({ page }) => {
    await openTourDetail(page);
    await page.getByRole('button', { name: /^Tickets für .* auswählen$/ }).first().click();
    const widget = page.getByRole('region', { name: /^Ticketauswahl für/ }).first();
    await expect(widget.getByText('Zeitfenster 11:00 Uhr')).toBeVisible();
    await expect(widget.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled();
    await widget.getByRole('button', { name: 'Ändern' }).click();
    await widget.getByRole('radio', { name: '13:00' }).check();
    await widget.getByRole('button', { name: 'Zurück' }).click();
    await expect(widget.getByText('Zeitfenster 13:00 Uhr')).toBeVisible();
    await widget.getByRole('button', { name: 'Ein Ticket mehr: Vollpreis' }).click();
    await widget.getByRole('button', { name: 'Ein Ticket mehr: Vollpreis' }).click();
    await widget.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(widget.getByText('2 Tickets wurden erfolgreich in Ihren Warenkorb gelegt.')).toBeVisible();
    await expect(widget.getByText('Ihre Tickets sind für die nächsten 15 Minuten reserviert.')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('2');

    await widget.getByRole('link', { name: 'Zum Warenkorb' }).click();
    await expect(page).toHaveURL(/\/de\/webshop\/cart$/);
    await expect(page.getByTestId('cart-countdown')).toContainText(/Reserviert für 1[45]:\d\d/);
    await expect(page.getByText('Zeitfenster 13:00–14:00 Uhr')).toBeVisible();
    await expect(page.getByText('Ihre Tickets werden reserviert und an der Museumskasse bezahlt.')).toBeVisible();

    await page.getByRole('link', { name: 'Zur Kasse' }).click();
    await page.getByLabel('Vor- und Nachname').fill('Marta Lehmann');
    await page.getByLabel('E-Mail-Adresse').fill('marta@example.org');
    await page.getByRole('button', { name: 'Verbindlich reservieren' }).click();
    await expect(page.getByText('Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.')).toBeVisible();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Verbindlich reservieren' }).click();
    await expect(page).toHaveURL(/\/de\/webshop\/orders\/[A-Z0-9]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ihre Reservierung');
    await expect(page.getByText('Reserviert – bezahlt wird an der Museumskasse')).toBeVisible();
    await expect(page.getByRole('img', { name: /^QR-Code für Ticket LND-/ })).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Zum Kalender hinzufügen' })).toHaveAttribute('href', /\/calendar\/$/);
  });

  test('the whole booking by keyboard only', async ({ page }) => {
    await openTourDetail(page);
    await page.getByRole('button', { name: /^Tickets für .* auswählen$/ }).first().focus();
    await page.keyboard.press('Enter');
    const widget = page.getByRole('region', { name: /^Ticketauswahl für/ }).first();
    // The panel's code loads on open; wait until its controls are there before tabbing into it.
    await expect(widget.getByRole('button', { name: 'Ein Ticket mehr: Vollpreis' })).toBeVisible();
    const tabTo = async (name: string) => {
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press('Tab');
        if ((await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent)) === name) return;
      }
      throw new Error(`could not reach ${name} by Tab`);
    };
    await tabTo('Ein Ticket mehr: Vollpreis');
    await page.keyboard.press('Enter');
    await tabTo('In den Warenkorb');
    await page.keyboard.press('Enter');
    await expect(widget.getByText('1 Ticket wurde erfolgreich in Ihren Warenkorb gelegt.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(widget).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Tickets für .* auswählen$/ }).first()).toBeFocused();
  });

  test('no accessibility violations with the widget open', async ({ page }) => {
    await openTourDetail(page);
    await page.getByRole('button', { name: /^Tickets für .* auswählen$/ }).first().click();
    await expect(page.getByRole('region', { name: /^Ticketauswahl für/ }).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).include('[role="region"]').analyze();
    expect(results.violations).toEqual([]);
  });
});
