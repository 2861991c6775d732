import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginAsStaff } from './helpers';

/**
 * What a visitor is told about a date's places (issue 51): a sold-out general-admission date says
 * "Ausverkauft" on its event page instead of a Tickets button, and the cart answers its own code;
 * few places left are said as such and the widget offers no '+' beyond them; the widget's main view
 * keeps reduced tickets chosen among the discounts; and what search engines read (hreflang of legal
 * pages, shop page titles, event locations).
 */

type Created = { id: number; idJet: number };

async function createDate(
  staff: APIRequestContext,
  csrf: string,
  title: string,
  capacity: number,
  days: number,
): Promise<Created> {
  const created = await staff.post('/de/api/events/', {
    headers: { 'x-csrftoken': csrf },
    data: {
      title: { de: title },
      date_start: new Date(Date.now() + days * 86_400_000).toISOString(),
      offer: {
        seat_groups: [
          {
            seat_group: '1',
            capacity,
            prices: [
              { sale_type_id: 1, name: 'Vollpreis', price: '9.00' },
              { sale_type_id: 2, name: 'Ermäßigt', price: '6.50' },
            ],
          },
        ],
      },
    },
  });
  expect(created.status()).toBe(201);
  const body = await created.json();
  return { id: body.id as number, idJet: body.id_jet as number };
}

/** Someone else buys `quantity` full-price places of the date. */
async function buy(request: APIRequestContext, idJet: number, quantity: number) {
  expect(
    (
      await request.post('/api/shop-cart/', {
        data: { quantities: [quantity], event_jet_id: idJet, sale_type_ids: [1] },
      })
    ).status(),
  ).toBe(200);
  const ordered = await request.post('/api/shop-checkout/', {
    data: { name: 'Jonas Berg', email: 'jonas.berg@example.org', gtc: true, locale: 'de' },
  });
  expect(ordered.status()).toBe(201);
}

// The event page by its id: a wrong slug redirects to the right one.
const eventPage = (id: number) => `/de/programm/veranstaltungen/termin/${id}`;

test('a sold-out general-admission date says "Ausverkauft" instead of offering tickets, and the cart says why', async ({
  page,
  playwright,
  baseURL,
}) => {
  const staff = await playwright.request.newContext({ baseURL });
  const csrf = await loginAsStaff(staff);
  const title = `Stehplatzkonzert ${Date.now()}`;
  const date = await createDate(staff, csrf, title, 2, 14);
  const guest = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await buy(guest, date.idJet, 2);

  await page.goto(eventPage(date.id));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Ausverkauft', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Tickets für ${title} auswählen` })).toHaveCount(0);

  // A late try answers general admission's own code and sentence, not "connected seats … webshop".
  const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  const refused = await other.post('/api/shop-cart/', {
    data: { quantities: [1], event_jet_id: date.idJet, sale_type_ids: [1] },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: -213, detail: 'Not enough places left for this date.' });
});

test('few places left are said, the widget offers no "+" beyond them and keeps chosen discounts in its main view', async ({
  page,
  playwright,
  baseURL,
}) => {
  const staff = await playwright.request.newContext({ baseURL });
  const csrf = await loginAsStaff(staff);
  const title = `Kräuterwanderung ${Date.now()}`;
  const date = await createDate(staff, csrf, title, 5, 15);
  const guest = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await buy(guest, date.idJet, 2);

  await page.goto(eventPage(date.id));
  await expect(page.getByText('Nur noch 3 Plätze').first()).toBeVisible();
  await page
    .getByRole('button', { name: `Tickets für ${title} auswählen` })
    .first()
    .click();
  const panel = page.getByRole('region', { name: `Ticketauswahl für ${title}` });
  // The band above the tickets names the date.
  await expect(panel.getByText(title, { exact: true })).toBeVisible();

  await panel.getByRole('button', { name: `Ermäßigungen für` }).click();
  await panel.getByRole('button', { name: 'Ein Ticket mehr: Ermäßigt' }).click();
  await panel.getByRole('button', { name: 'Ein Ticket mehr: Ermäßigt' }).click();
  await panel.getByRole('button', { name: 'Zurück' }).click();
  await expect(panel.getByRole('heading', { name: 'Gewählte Ermäßigungen' })).toBeVisible();
  await expect(panel.getByLabel('2 × Ermäßigt ausgewählt')).toBeVisible();
  await expect(panel.getByText(/Summe/)).toContainText('13 €');

  // One place left: the third ticket is the last the widget offers.
  const more = panel.getByRole('button', { name: 'Ein Ticket mehr: Vollpreis' });
  await more.click();
  await expect(panel.getByLabel('1 × Vollpreis ausgewählt')).toBeVisible();
  await expect(more).toBeDisabled();
  await expect(panel.getByText(/Summe/)).toContainText('22 €');
});

test('what search engines read: hreflang on legal pages, a title per shop date, a location for every event', async ({
  request,
  playwright,
  baseURL,
}) => {
  const imprint = await (await request.get('/de/impressum')).text();
  const langs = new Set([...imprint.matchAll(/hreflang="(de|en|cs|x-default)"/g)].map((m) => m[1]));
  expect([...langs].sort()).toEqual(['cs', 'de', 'en', 'x-default']);

  // Two dates of one title: their shop pages are told apart by day and start.
  const staff = await playwright.request.newContext({ baseURL });
  const csrf = await loginAsStaff(staff);
  const title = `Dorfführung ${Date.now()}`;
  const first = await createDate(staff, csrf, title, 20, 16);
  const second = await createDate(staff, csrf, title, 20, 17);
  const titleOf = async (idJet: number) =>
    /<title>([^<]*)<\/title>/.exec(await (await request.get(`/de/webshop/event/${idJet}`)).text())![1];
  const [a, b] = [await titleOf(first.idJet), await titleOf(second.idJet)];
  const pattern = new RegExp(`^Tickets: ${title} – (Mo|Di|Mi|Do|Fr|Sa|So) \\d\\d\\.\\d\\d\\.\\d{4}, \\d\\d:\\d\\d`);
  expect(a).toMatch(pattern);
  expect(b).toMatch(pattern);
  expect(a).not.toBe(b);

  // Every Event in the JSON-LD of event and production pages has a location.
  const events = (await (await request.get('/de/api/events/?page_size=10')).json()).results as { url: string }[];
  const productions = (await (await request.get('/de/api/productions/?page_size=5')).json()).results as {
    url: string;
  }[];
  let seen = 0;
  for (const { url } of [...events, ...productions]) {
    const html = await (await request.get(url)).text();
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)) {
      const found: Record<string, unknown>[] = [];
      const walk = (node: unknown) => {
        if (Array.isArray(node)) node.forEach(walk);
        else if (node && typeof node === 'object') {
          if ((node as Record<string, unknown>)['@type'] === 'Event') found.push(node as Record<string, unknown>);
          Object.values(node).forEach(walk);
        }
      };
      walk(JSON.parse(json));
      for (const event of found) expect(event.location, `${url}: ${String(event.name)}`).toBeTruthy();
      seen += found.length;
    }
  }
  expect(seen).toBeGreaterThan(10);
});
