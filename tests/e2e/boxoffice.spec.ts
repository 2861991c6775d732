import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { bookableOffer, confirmByMail, mailsOf, orderCode } from './helpers';

// The demo's public village tour (type 10) sells timed tickets: three timeslots, 11:00, 13:00, 15:00.

async function openTourDetail(page: Page) {
  // The tour's next date, found through the events API (the list may put it on a later page).
  for (let n = 1; n <= 5; n++) {
    const res = await page.request.get(`/de/api/events/?type=10&page=${n}&page_size=10`);
    const body = (await res.json()) as {
      results: { title: string; url: string; id_jet: number | null; status: string }[];
      next: string | null;
    };
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
  test('choose a timeslot and tickets, add to cart, badge and countdown, checkout yields an order', async ({
    page,
  }) => {
    // The whole journey, widget to tickets mail, with three accessibility scans: ~30 s on a busy 2-core runner.
    test.slow();
    await openTourDetail(page);
    await page
      .getByRole('button', { name: /^Tickets für .* auswählen$/ })
      .first()
      .click();
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
    await expect(page.getByText('Im nächsten Schritt zahlen Sie per Rechnung oder an der Museumskasse.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reservierung um 15 Minuten verlängern' })).toBeVisible();
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

    await page.getByRole('link', { name: 'Zur Kasse' }).click();
    await expect(page.getByRole('radio', { name: /Per Rechnung oder an der Museumskasse/ })).toBeChecked();
    await expect(page.getByText(/innerhalb von 30 Minuten über diesen Link/)).toBeVisible();
    await page.getByLabel('Vor- und Nachname').fill('Marta Lehmann');
    await page.getByLabel('E-Mail-Adresse').fill('marta@example.org');
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page.getByText('Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.')).toBeVisible();
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

    // A guest order waits for the e-mail confirmation: no tickets yet.
    await expect(page).toHaveURL(/\/de\/webshop\/orders\/[2-9A-HJKMNP-Z]+\?token=[2-9A-HJKMNP-Z]{24}$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ihre Bestellung');
    await expect(page.getByText('Wartet auf Bestätigung oder Zahlung')).toBeVisible();
    await expect(page.getByRole('img', { name: /^QR-Code für Ticket/ })).toHaveCount(0);
    const code = orderCode(page.url());

    await confirmByMail(page, code);
    await expect(page.getByText('Bestätigt, noch nicht bezahlt')).toBeVisible();
    await expect(page.getByRole('img', { name: /^QR-Code für Ticket LND-/ })).toHaveCount(2);
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
    await expect(page.getByRole('link', { name: 'Zum Kalender hinzufügen' })).toHaveAttribute(
      'href',
      /\/calendar\/\?token=[2-9A-HJKMNP-Z]{24}$/,
    );
    const pdfHref = await page.getByRole('link', { name: 'Tickets als PDF herunterladen' }).getAttribute('href');
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // The tickets mail: a QR image per ticket, the PDF attached.
    // Mails leave after the answer (sendSoon): wait for both.
    await expect.poll(async () => (await mailsOf(code)).length).toBe(2);
    const mails = await mailsOf(code);
    expect(mails[1].parts.filter((p) => p.contentType === 'image/png')).toHaveLength(2);
    expect(mails[1].parts.some((p) => p.contentType === 'application/pdf')).toBe(true);
  });

  test('the whole booking by keyboard only', async ({ page }) => {
    await openTourDetail(page);
    await page
      .getByRole('button', { name: /^Tickets für .* auswählen$/ })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    const widget = page.getByRole('region', { name: /^Ticketauswahl für/ }).first();
    // The panel's code loads on open; wait until its controls are there before tabbing into it.
    await expect(widget.getByRole('button', { name: 'Ein Ticket mehr: Vollpreis' })).toBeVisible();
    const tabTo = async (name: string) => {
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press('Tab');
        if (
          (await page.evaluate(
            () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
          )) === name
        )
          return;
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
    await page
      .getByRole('button', { name: /^Tickets für .* auswählen$/ })
      .first()
      .click();
    await expect(page.getByRole('region', { name: /^Ticketauswahl für/ }).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).include('[role="region"]').analyze();
    expect(results.violations).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('cart forms, checkout, confirmation by the mail link, PDF ticket and cancelling', async ({ page }) => {
      const offer = await bookableOffer(page);
      // The cart is filled as the event page's form would (that page is tested on its own).
      const added = await page.request.post('/api/shop-cart/', {
        data: {
          quantities: [1],
          event_jet_id: offer.id_jet,
          sale_type_ids: [offer.sale_type_id],
          seat_group: offer.seat_group,
        },
      });
      expect(added.status()).toBe(200);

      await page.goto('/webshop/cart');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Warenkorb');
      await expect(page.getByTestId('cart-countdown')).toContainText(/Reserviert bis \d\d:\d\d Uhr/);
      await page.getByRole('button', { name: 'Ein Ticket mehr: Vollpreis' }).click();
      await expect(page.getByText('Anzahl geändert.')).toBeVisible();
      await expect(page.getByText('2 × 28 €')).toBeVisible();
      await page.getByRole('button', { name: 'Reservierung um 15 Minuten verlängern' }).click();
      await expect(page.getByText('Ihre Tickets sind wieder für 15 Minuten reserviert.')).toBeVisible();
      // Extended once: the button is gone.
      await expect(page.getByRole('button', { name: 'Reservierung um 15 Minuten verlängern' })).toHaveCount(0);

      await page.getByRole('link', { name: 'Zur Kasse' }).click();
      await expect(page.getByRole('heading', { name: 'Ihre Auswahl' })).toBeVisible();
      await page.getByLabel('Vor- und Nachname').fill('Jonas Weber');
      await page.getByLabel('E-Mail-Adresse').fill('jonas@example.org');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
      await expect(page).toHaveURL(/\/webshop\/orders\/[2-9A-HJKMNP-Z]+\?token=/);
      await expect(page.getByText('Wartet auf Bestätigung oder Zahlung')).toBeVisible();
      const code = orderCode(page.url());

      await confirmByMail(page, code);
      await expect(page.getByRole('img', { name: /^QR-Code für Ticket LND-/ })).toHaveCount(2);
      const pdf = await page.request.get(
        (await page.getByRole('link', { name: 'Tickets als PDF herunterladen' }).getAttribute('href'))!,
      );
      expect(pdf.status()).toBe(200);
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

      // Cancelling is a plain form behind a second question.
      await page.getByText('Bestellung stornieren', { exact: true }).click();
      await page.getByRole('button', { name: 'Ja, Bestellung stornieren' }).click();
      await expect(page.getByText('Diese Bestellung ist storniert; die Plätze sind wieder freigegeben.')).toBeVisible();
      await expect(page.getByRole('img', { name: /^QR-Code für Ticket/ })).toHaveCount(0);
    });

    test('an order link without the right token is a 404', async ({ page }) => {
      const res = await page.goto('/de/webshop/orders/ABCDEFGHJK?token=AAAAAAAAAAAAAAAAAAAAAAAA');
      expect(res?.status()).toBe(404);
    });
  });
});
