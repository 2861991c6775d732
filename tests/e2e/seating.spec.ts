import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { confirmByMail, orderCode } from './helpers';
import { pdfPageTexts } from '../helpers/pdf-text';

// Pick-your-seat on the plan of a seated date (the tithe barn's theatre evenings in the demo): by
// keyboard alone at 1280 px, by touch on a 375 px phone, and the best-available form without JavaScript.
// The tests run one after another: each picks seats the one before has not taken.
test.describe.configure({ mode: 'default' });

type Seat = {
  id: number;
  section: string;
  row: string;
  number: string;
  seat_group: string;
  status: string;
  x: number;
  y: number;
  wheelchair: boolean;
  companion: boolean;
};
type Plan = { seats: Seat[]; sections: { name: string }[] };
type CartLine = { sale_type_id?: number; seats?: { id: number; row: string; number: string }[] };

/** An upcoming seated demo date: the first id_jet whose plan answers 200. */
async function seatedDate(request: APIRequestContext): Promise<{ idJet: number; plan: Plan }> {
  for (let page = 1; page <= 5; page++) {
    const body = (await (await request.get(`/de/api/events/?page_size=50&page=${page}`)).json()) as {
      results: { id_jet: number | null; status: string; date_start: string }[];
      next: string | null;
    };
    for (const event of body.results) {
      if (!event.id_jet || event.status === 'cancelled' || new Date(event.date_start) < new Date()) continue;
      const res = await request.get(`/api/shop-seating/${event.id_jet}/`);
      if (res.status() === 200) return { idJet: event.id_jet, plan: (await res.json()) as Plan };
    }
    if (!body.next) break;
  }
  throw new Error('no seated upcoming date in the demo programme');
}

/**
 * Two free seats side by side in one row and one category (no wheelchair places), the first or the
 * last such pair, that leave no single free seat beside them (the shop may refuse that: -219).
 */
function freePair(plan: Plan, from: 'front' | 'back'): [Seat, Seat] {
  const at = (seat: Seat, dx: number) =>
    plan.seats.find((s) => s.section === seat.section && s.y === seat.y && s.x === seat.x + dx);
  const free = (s: Seat | undefined): s is Seat => !!s && s.status === 'free' && !s.wheelchair && !s.companion;
  // A free neighbour keeps company only when the seat beyond it is free too.
  const noGap = (next: Seat | undefined, beyond: Seat | undefined) =>
    next?.status !== 'free' || beyond?.status === 'free';
  const pairs = plan.seats.flatMap((seat) => {
    const next = at(seat, 1);
    return free(seat) &&
      free(next) &&
      next.seat_group === seat.seat_group &&
      noGap(at(seat, -1), at(seat, -2)) &&
      noGap(at(seat, 2), at(seat, 3))
      ? [[seat, next] as [Seat, Seat]]
      : [];
  });
  expect(pairs.length, 'two free neighbouring seats').toBeGreaterThan(0);
  return from === 'front' ? pairs[0] : pairs[pairs.length - 1];
}

const seatName = (plan: Plan, seat: Seat) =>
  `${plan.sections.length > 1 ? `${seat.section}, ` : ''}Reihe ${seat.row}, Platz ${seat.number}`;
/** A seat in the cart's list of a line's seats: "Parkett, Reihe 7, Plätze 8, 9" or "…, Platz 8". */
const inSeatList = (seat: Seat) => new RegExp(`Reihe ${seat.row}, Pl(?:atz|ätze) (?:\\d+, )*${seat.number}(?!\\d)`);
/** The tickets' seats as the order page and the PDF give them: block, row and number each. */
const seatFacts = (seat: Seat) => [seat.section, seat.row, seat.number];

async function focusedSeat(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el?.hasAttribute('data-seat')
      ? {
          id: Number(el.getAttribute('data-seat')),
          x: Number(el.getAttribute('data-x')),
          y: Number(el.getAttribute('data-y')),
        }
      : null;
  });
}

/** The cart's lines as the API gives them (with their seats). */
async function cartSeats(page: Page) {
  const cart = (await (await page.request.get('/api/shop-cart/')).json()) as { lines?: CartLine[] };
  return (cart.lines ?? []).flatMap((line) => (line.seats ?? []).map((s) => s.id));
}

test('by keyboard alone at 1280 px: two neighbouring seats, price types, cart, checkout, seats on the order', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const { idJet, plan } = await seatedDate(page.request);
  const [left, right] = freePair(plan, 'front');
  await page.goto(`/de/webshop/event/${idJet}`);
  await expect(page.getByRole('heading', { name: 'Plätze im Saalplan wählen' })).toBeVisible();
  const region = page.locator('section[aria-labelledby="seat-plan-title"]');
  expect(
    (await new AxeBuilder({ page }).include('section[aria-labelledby="seat-plan-title"]').analyze()).violations,
  ).toEqual([]);

  // Tab into the plan: one seat takes the tab stop.
  for (let i = 0; i < 40 && !(await focusedSeat(page)); i++) await page.keyboard.press('Tab');
  expect(await focusedSeat(page), 'Tab reaches the plan').not.toBeNull();
  // Arrows to the first seat of the pair: rows first, then along the row.
  for (let i = 0; i < 80; i++) {
    const at = (await focusedSeat(page))!;
    if (at.id === left.id) break;
    await page.keyboard.press(
      at.y < left.y ? 'ArrowDown' : at.y > left.y ? 'ArrowUp' : at.x < left.x ? 'ArrowRight' : 'ArrowLeft',
    );
  }
  expect((await focusedSeat(page))?.id).toBe(left.id);
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  expect((await focusedSeat(page))?.id).toBe(right.id);
  await page.keyboard.press('Space');
  for (const seat of [left, right])
    await expect(page.locator(`[data-seat="${seat.id}"]`)).toHaveAttribute('aria-checked', 'true');
  await expect(region.getByRole('status').filter({ hasText: `${seatName(plan, right)} ausgewählt` })).toBeAttached();

  const panel = page.getByRole('region', { name: 'Ihre Plätze' });
  await expect(panel.getByText('2 Plätze gewählt')).toBeVisible();
  // The first seat at full price (the default), the second at the first discount.
  const second = panel.getByRole('combobox', { name: `Preis für ${seatName(plan, right)}` });
  const options = await second.locator('option').allTextContents();
  expect(options.length).toBeGreaterThan(1);
  await second.selectOption({ index: 1 });
  await panel.getByRole('button', { name: 'Plätze in den Warenkorb' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByText('2 Tickets wurden erfolgreich in Ihren Warenkorb gelegt.')).toBeVisible();
  expect((await cartSeats(page)).sort()).toEqual([left.id, right.id].sort());
  // The plan shows them held now.
  await expect(page.locator(`[data-seat="${left.id}"]`)).toHaveAttribute('data-status', 'held');

  await panel.getByRole('link', { name: 'Zum Warenkorb' }).click();
  await expect(page).toHaveURL(/\/de\/webshop\/cart$/);
  await test.step('the cart page names row and seat of both seats', async () => {
    for (const seat of [left, right]) await expect(page.locator('main')).toContainText(inSeatList(seat));
  });

  await page.goto('/de/webshop/checkout');
  await expect(page.getByRole('radio', { name: /Per Rechnung oder an der Museumskasse/ })).toBeChecked();
  await page.getByLabel('Vor- und Nachname').fill('Jana Nováková');
  await page.getByLabel('E-Mail-Adresse').fill('jana.novakova@example.cz');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/de\/webshop\/orders\/[2-9A-HJKMNP-Z]+\?token=[2-9A-HJKMNP-Z]{24}$/);
  const code = orderCode(page.url());
  await confirmByMail(page, code);
  await expect(page.getByRole('img', { name: /^QR-Code für Ticket LND-/ })).toHaveCount(2);
  await test.step('the order page shows block, row and seat of both tickets', async () => {
    const shown = await page
      .getByTestId('ticket-seat')
      .evaluateAll((lists) => lists.map((dl) => [...dl.querySelectorAll('dd')].map((dd) => dd.textContent)));
    expect(shown.sort()).toEqual([seatFacts(left), seatFacts(right)].sort());
  });
  await test.step('the PDF tickets print block, row and seat', async () => {
    const href = await page.getByRole('link', { name: /PDF/ }).first().getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const pages = (await pdfPageTexts(await pdf.body())).map((texts) => texts.join('|'));
    expect(pages).toHaveLength(2);
    for (const seat of [left, right])
      expect(pages.some((text) => text.includes(`BLOCK|${seat.section}|REIHE|${seat.row}|PLATZ|${seat.number}`))).toBe(
        true,
      );
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('by touch: zoom in, tap two seats, add them to the cart and see them there', async ({ page }) => {
    test.slow();
    const { idJet, plan } = await seatedDate(page.request);
    const [left, right] = freePair(plan, 'back');
    await page.goto(`/de/webshop/event/${idJet}`);
    const zoomIn = page.getByRole('button', { name: 'Plan vergrößern' });
    await zoomIn.tap();
    await zoomIn.tap();
    // Zoomed in, a seat is a touch target of at least 24 px; the page itself does not scroll sideways.
    const box = (await page.locator(`[data-seat="${left.id}"]`).boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.locator(`[data-seat="${left.id}"]`).tap();
    await page.locator(`[data-seat="${right.id}"]`).tap();
    for (const seat of [left, right])
      await expect(page.locator(`[data-seat="${seat.id}"]`)).toHaveAttribute('aria-checked', 'true');
    const panel = page.getByRole('region', { name: 'Ihre Plätze' });
    await expect(panel.getByText('2 Plätze gewählt')).toBeVisible();
    await panel.getByRole('button', { name: 'Plätze in den Warenkorb' }).tap();
    await expect(panel.getByText('2 Tickets wurden erfolgreich in Ihren Warenkorb gelegt.')).toBeVisible();
    expect((await cartSeats(page)).sort()).toEqual([left.id, right.id].sort());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await panel.getByRole('link', { name: 'Zum Warenkorb' }).tap();
    await expect(page).toHaveURL(/\/de\/webshop\/cart$/);
    await test.step('the cart page names row and seat of both seats', async () => {
      for (const seat of [left, right]) await expect(page.locator('main')).toContainText(inSeatList(seat));
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the plan shows the seats and the best-available form books two connected seats', async ({ page }) => {
    const { idJet, plan } = await seatedDate(page.request);
    await page.goto(`/de/webshop/event/${idJet}`);
    const seats = page.locator('[data-seat]');
    await expect(seats).toHaveCount(plan.seats.length);
    await expect(page.getByRole('checkbox', { name: /^Parkett, Reihe 1, Platz 1, Kategorie A, / })).toBeVisible();
    await expect(page.locator('[data-seat][data-status="sold"]').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Plätze in den Warenkorb' })).toBeHidden();

    // A seat group that still has two connected seats: its full price, twice.
    const group = freePair(plan, 'back')[0].seat_group;
    const offer = (await (await page.request.get(`/api/shop-offers/${idJet}/`)).json()) as {
      offer: { seat_groups: { seat_group: string; text: string }[] };
    };
    const text = offer.offer.seat_groups.find((g) => g.seat_group === group)!.text;
    await page
      .getByRole('group', { name: text })
      .getByRole('spinbutton', { name: /^Anzahl Vollpreis/ })
      .fill('2');
    await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
    await expect(page).toHaveURL(/\/de\/webshop\/cart$/);
    const cart = (await (await page.request.get('/api/shop-cart/')).json()) as { lines: CartLine[] };
    const got = cart.lines.flatMap((l) => l.seats ?? []);
    expect(got).toHaveLength(2);
    const [a, b] = got.map((s) => plan.seats.find((p) => p.id === s.id)!);
    expect(a.y).toBe(b.y);
    expect(Math.abs(a.x - b.x)).toBe(1);
  });
});
