import AxeBuilder from '@axe-core/playwright';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { parseMail } from '../helpers/mime';
import { bookableOffer, loginAsStaff } from './helpers';

// The e2e server's outbox (scripts/e2e-server.ts: DATA_DIR=.data/e2e); account mails are tagged account-<id>.
const OUTBOX = path.resolve('.data/e2e/outbox');
const PASSWORD = 'lindenau-e2e-2026';

async function mailsTo(email: string) {
  const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((f) => /-account-\d+\.eml$/.test(f)).sort();
  const mails = await Promise.all(files.map(async (f) => parseMail(await readFile(path.join(OUTBOX, f), 'utf8'))));
  return mails.filter((m) => m.to.includes(email));
}

/** The path and query of the newest mailed link to `page` for this address. */
async function mailedLink(email: string, page: string) {
  let link: string | null = null;
  await expect
    .poll(async () => {
      const mails = (await mailsTo(email)).reverse();
      for (const mail of mails) {
        const match = new RegExp(`https?://[^/\\s]+(${page.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_.-]+)`).exec(
          mail.text,
        );
        if (match) return (link = match[1]);
      }
      return null;
    })
    .not.toBeNull();
  return link!;
}

const uniqueEmail = (what: string) => `e2e-${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

async function signUpAndVerify(page: Page, email: string) {
  await page.goto('/de/user/signup');
  await page.getByLabel('Vorname').fill('Erika');
  await page.getByLabel('Nachname').fill('Muster');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByTestId('account-message')).toContainText('Wir haben Ihnen eine E-Mail geschickt');
  await page.goto(await mailedLink(email, '/de/user/verify'));
  await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
  await expect(page).toHaveURL(/\/de\/user\/profile\?message=verified$/);
}

const axeAt = (page: Page, width: number) => async (url: string) => {
  await page.goto(url);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations, `${url} at ${width} px: ${results.violations.map((v) => v.id).join(', ')}`).toEqual([]);
};

test.describe('visitor account', () => {
  test.slow();

  test('sign up, verify, log in, newsletter by mail, reset the password (once), delete the account', async ({
    page,
  }) => {
    const email = uniqueEmail('journey');
    await signUpAndVerify(page, email);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mein Profil');
    // The header shows the visitor's name once the client has asked who is logged in.
    await expect(page.getByRole('button', { name: 'Kontomenü von Erika Muster' })).toBeVisible();

    // Log out with the account navigation's form, and in again.
    await page.getByRole('navigation', { name: 'Mein Konto' }).getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByTestId('account-message')).toHaveText('Sie sind abgemeldet.');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Passwort').fill('not-the-password');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByTestId('account-error')).toContainText('E-Mail-Adresse oder Passwort ist nicht richtig.');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL(/\/de\/user\/profile$/);

    // Newsletter: pending until the mailed link's button is pressed.
    await page.goto('/de/user/settings');
    await page.getByRole('button', { name: 'Newsletter abonnieren' }).click();
    await expect(page.getByTestId('newsletter-state')).toHaveText(
      'Ihre Anmeldung wartet auf die Bestätigung per E-Mail.',
    );
    await page.goto(await mailedLink(email, '/de/user/newsletter/confirm'));
    await page.getByRole('button', { name: 'Newsletter bestätigen' }).click();
    await expect(page.getByTestId('account-message')).toHaveText('Sie erhalten unseren Newsletter.');
    await page.goto('/de/user/settings');
    await expect(page.getByTestId('newsletter-state')).toHaveText('Sie erhalten unseren Newsletter.');

    // Password reset by the mailed link; the link works once.
    await page.context().clearCookies();
    await page.goto('/de/user/password-reset');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('button', { name: 'Link senden' }).click();
    await expect(page.getByTestId('account-message')).toContainText('Wir haben Ihnen eine E-Mail geschickt');
    const reset = await mailedLink(email, '/de/user/password-reset/new');
    await page.goto(reset);
    await page.getByLabel('Neues Passwort').fill('a-brand-new-e2e-secret');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByTestId('account-message')).toHaveText(
      'Ihr neues Passwort ist gespeichert. Bitte melden Sie sich damit an.',
    );
    await page.goto(reset);
    await expect(page.getByTestId('account-error')).toHaveText(
      'Dieser Link wurde bereits verwendet, ist abgelaufen oder ungültig.',
    );
    await expect(page.getByRole('link', { name: 'Neuen Link anfordern' })).toBeVisible();

    await page.goto('/de/user/login?next=/de/user/settings');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Passwort').fill('a-brand-new-e2e-secret');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL(/\/de\/user\/settings$/);

    // Delete the account: afterwards the login fails.
    const deletion = page.getByRole('region', { name: 'Konto löschen' });
    await deletion.getByLabel('Passwort').fill('a-brand-new-e2e-secret');
    await deletion.getByRole('button', { name: 'Konto endgültig löschen' }).click();
    await expect(page.getByTestId('account-message')).toHaveText('Ihr Konto wurde gelöscht.');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Passwort').fill('a-brand-new-e2e-secret');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByTestId('account-error')).toContainText('E-Mail-Adresse oder Passwort ist nicht richtig.');
  });

  test('a guest favorite moves into the new account; an order bought with it is listed there, its tickets download again, and it outlives the account without personal data', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([
      {
        name: 'cookie_consent',
        value: encodeURIComponent(JSON.stringify({ v: 1, tracking: false, media: false })),
        url: baseURL!,
      },
    ]);
    // As a guest: a heart on the programme.
    await page.goto('/de/programm/veranstaltungen');
    const link = page.getByTestId('event-card').first().getByRole('heading').getByRole('link');
    const title = (await link.innerText()).trim();
    const heart = page.locator(`#fav-e${(await link.getAttribute('href'))!.split('/').pop()}`).getByRole('button');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    // Signing up logs in after the verification: the favorite is now the account's, the browser's list is gone.
    const email = uniqueEmail('buyer');
    await signUpAndVerify(page, email);
    expect((await page.context().cookies()).find((c) => c.name === 'favorites')?.value ?? '').toBe('');
    await page.goto('/de/user/favorites');
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(page.getByText('Ihre Favoriten werden in diesem Browser gespeichert.')).toHaveCount(0);

    // Buying with the account: name and e-mail come from it, and a verified e-mail needs no confirmation link.
    const offer = await bookableOffer(page);
    const added = await page.request.post('/api/shop-cart/', {
      data: {
        quantities: [2],
        event_jet_id: offer.id_jet,
        sale_type_ids: [offer.sale_type_id],
        seat_group: offer.seat_group,
      },
    });
    expect(added.status()).toBe(200);
    await page.goto('/de/webshop/checkout');
    await expect(page.getByLabel('Vor- und Nachname')).toHaveValue('Erika Muster');
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page).toHaveURL(/\/de\/webshop\/orders\/[2-9A-HJKMNP-Z]+\?token=/);
    const code = new URL(page.url()).pathname.split('/').pop()!;

    // The account's orders list it; its page shows the tickets and downloads them again.
    await page.goto('/de/user/orders');
    await page
      .getByRole('link', { name: new RegExp(code) })
      .first()
      .click();
    await expect(page).toHaveURL(`/de/user/orders/${code}`);
    await expect(page.getByRole('img', { name: /^QR-Code für Ticket LND-/ })).toHaveCount(2);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect((await new AxeBuilder({ page }).analyze()).violations, `order page at ${width} px`).toEqual([]);
    }
    const pdf = await page.request.get(
      (await page.getByRole('link', { name: 'Tickets als PDF herunterladen' }).getAttribute('href'))!,
    );
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // Deleting the account keeps the order for the venue, without the buyer's name and address.
    await page.goto('/de/user/settings');
    const deletion = page.getByRole('region', { name: 'Konto löschen' });
    await deletion.getByLabel('Passwort').fill(PASSWORD);
    await deletion.getByRole('button', { name: 'Konto endgültig löschen' }).click();
    await expect(page.getByTestId('account-message')).toHaveText('Ihr Konto wurde gelöscht.');
    await loginAsStaff(page.request);
    const orders = (await (await page.request.get(`/api/orders/?search=${code}`)).json()) as {
      results: { code: string; buyer_name: string; email: string; tickets: number }[];
    };
    const kept = orders.results.find((o) => o.code === code);
    expect(kept).toMatchObject({ buyer_name: 'Gelöschtes Konto' });
    expect(kept!.email).not.toContain('e2e-buyer');
  });
});

// One test per page and width: nine axe runs in one test went past its budget on a loaded 2-core CI machine.
const WIDTHS = [375, 1280];
test.describe('visitor account pages when logged out', () => {
  for (const width of WIDTHS) {
    for (const url of [
      '/de/user/signup',
      '/de/user/login',
      '/de/user/password-reset',
      '/de/user/verify',
      '/de/user/password-reset/new?token=unknown',
      '/en/user/login?error=rate_limited&retry=120',
    ]) {
      test(`${url} has no axe violations at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await axeAt(page, width)(url);
      });
    }
  }
});

// Logged in as one visitor, signed up once per worker.
test.describe('visitor account pages when logged in', () => {
  let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    await signUpAndVerify(await context.newPage(), uniqueEmail('axe'));
    storageState = await context.storageState();
    await context.close();
  });

  for (const width of WIDTHS) {
    for (const url of [
      '/de/user/profile',
      '/de/user/settings',
      '/de/user/profile?error=invalid&fields=first_name',
      '/cs/user/settings?message=password_changed',
      '/de/user/orders',
      '/de/user/vouchers',
      '/de/user/subscriptions',
      '/de/user/reservations',
      '/de/user/favorites',
    ]) {
      test(`${url} has no axe violations at ${width} px`, async ({ browser }) => {
        const context = await browser.newContext({ locale: 'de-DE', storageState, viewport: { width, height: 900 } });
        await axeAt(await context.newPage(), width)(url);
        await context.close();
      });
    }
  }
});
