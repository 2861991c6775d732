import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginAsStaff } from './helpers';

const OUTBOX = path.resolve('.data/e2e/outbox');

type Offer = {
  seat_groups: { seat_group: string; status: string; prices: { sale_type_id: number }[]; timeslots: unknown[] }[];
};

/** A paid order of one ticket for a demo date with seats (no timeslot): its signed ticket code, read from the tickets mail. */
async function paidTicket(request: APIRequestContext, csrf: string) {
  const events = (await (await request.get('/de/api/events/?page_size=50')).json()) as {
    results: { id_jet: number | null; is_free: boolean; status: string }[];
  };
  for (const event of events.results.filter((e) => e.id_jet && !e.is_free && e.status !== 'cancelled')) {
    const res = await request.get(`/api/shop-offers/${event.id_jet}/`);
    if (!res.ok()) continue;
    const { offer } = (await res.json()) as { offer: Offer };
    const group = offer.seat_groups.find((g) => g.status !== '0' && g.timeslots.length === 0 && g.prices.length);
    if (!group) continue;
    const origin = new URL(res.url()).origin;
    const added = await request.post('/api/shop-cart/', {
      data: {
        quantities: [1],
        event_jet_id: event.id_jet,
        sale_type_ids: [group.prices[0].sale_type_id],
        seat_group: group.seat_group,
      },
      headers: { origin, referer: `${origin}/de` },
    });
    if (!added.ok()) continue;
    const placed = await request.post('/api/shop-checkout/', {
      data: { name: 'Erwin Einlass', email: 'erwin@example.org', gtc: true, locale: 'de', payment_method: 'invoice' },
      headers: { origin },
    });
    expect(placed.status()).toBe(201);
    const { code } = (await placed.json()) as { code: string };
    const orders = (await (await request.get(`/api/orders/?search=${code}`)).json()) as { results: { id: number }[] };
    expect(
      (await request.post(`/api/orders/${orders.results[0].id}/mark-paid/`, { headers: { 'x-csrftoken': csrf } })).ok(),
    ).toBe(true);
    // The tickets mail (written to the outbox without SMTP) carries the signed code.
    for (let i = 0; i < 20; i++) {
      const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.includes(code));
      const mails = await Promise.all(files.map((f) => readFile(path.join(OUTBOX, f), 'utf8')));
      const signed = mails
        .join('\n')
        .replace(/=\r?\n/g, '')
        .match(/LND-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{8}/)?.[0];
      if (signed) return signed;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`no ticket code in the mails of order ${code}`);
  }
  throw new Error('no bookable date in the demo programme');
}

test.describe('gate check-in', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('staff check in a ticket by typing it as a scanner does; a second scan and a forged code warn loudly', async ({
    page,
  }) => {
    await page.goto('/de/dashboard/check-in');
    await expect(page).toHaveURL(/\/de\/login\?next=/);

    const csrf = await loginAsStaff(page.request);
    const code = await paidTicket(page.request, csrf);
    await page.goto('/de/dashboard/check-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Einlass' })).toBeVisible();
    const field = page.getByLabel('Ticketcode');
    await expect(field).toBeFocused();

    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    // The answer panel (Next's route announcer is an alert region too, outside main).
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText(/Eingelassen|ANDERER TAG/);
    // The demo's dates are on other days than today: staff confirm.
    if ((await alert.textContent())?.includes('ANDERER TAG'))
      await page.getByRole('button', { name: 'Trotzdem einlassen' }).click();
    await expect(alert).toContainText('Eingelassen');
    await expect(page.getByText('1 Einlass in dieser Sitzung')).toBeVisible();
    await expect(field).toBeFocused();

    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect(alert).toContainText(/BEREITS EINGELASSEN um \d\d:\d\d Uhr von Erika Muster/);

    const forged = code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A');
    await field.fill(forged);
    await page.getByRole('button', { name: 'Prüfen' }).click();
    await expect(alert).toContainText('UNGÜLTIGER CODE');
    await expect(page.getByText('1 Einlass in dieser Sitzung')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
