import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginAsStaff } from './helpers';

type Seat = { id: number; section: string; row: string; number: string; status: string; wheelchair: boolean };

/**
 * The last seated date of the first page of the programme and its seats as the shop sees them: the
 * shop's own journeys (seating.spec.ts) buy on the first, at the same time.
 */
async function seatedDate(request: APIRequestContext) {
  const events = (await (await request.get('/de/api/events/?page_size=50')).json()) as {
    results: { id_jet: number | null }[];
  };
  let found: { idJet: number; seats: Seat[] } | null = null;
  for (const { id_jet } of events.results) {
    if (!id_jet) continue;
    const res = await request.get(`/api/shop-seating/${id_jet}/`);
    if (res.ok()) found = { idJet: id_jet, seats: ((await res.json()) as { seats: Seat[] }).seats };
  }
  if (!found) throw new Error('no seated date in the demo programme');
  return found;
}

test.describe('the seat desk', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('staff block two seats for the press and the shop shows them blocked', async ({ page }) => {
    const csrf = await loginAsStaff(page.request);
    const { idJet, seats } = await seatedDate(page.request);
    // Two free neighbours in one row, not wheelchair places.
    const free = seats.filter((s) => s.status === 'free' && !s.wheelchair);
    const first = free.find((s) =>
      free.some((t) => t.section === s.section && t.row === s.row && Number(t.number) === Number(s.number) + 1),
    )!;
    const second = free.find(
      (t) => t.section === first.section && t.row === first.row && Number(t.number) === Number(first.number) + 1,
    )!;
    const seatBox = (s: Seat) =>
      page.getByRole('checkbox', { name: new RegExp(`^Reihe ${s.row}, Platz ${s.number}, ${s.section},`) });

    await page.goto(`/de/dashboard/seating/${idJet}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Platzpult: / })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Legende' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await seatBox(first).click();
    await seatBox(second).click({ modifiers: ['Shift'] });
    await expect(seatBox(first)).toHaveAttribute('aria-checked', 'true');
    await expect(seatBox(second)).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('heading', { name: '2 Plätze ausgewählt' })).toBeVisible();
    await page.getByRole('radio', { name: 'Presse' }).check();
    await page.getByRole('button', { name: '2 Plätze sperren' }).click();
    await expect(page.getByRole('status').filter({ hasText: '2 Plätze gesperrt.' })).toBeVisible();
    await expect(seatBox(first)).toHaveAccessibleName(/gesperrt$/);

    await seatBox(first).focus();
    await expect(page.getByText(/Gesperrt: Presse \(von e2e-staff\)/)).toBeVisible();

    // By keyboard: the arrow keys move between seats, Space selects, Escape clears the selection.
    await seatBox(first).focus();
    await page.keyboard.press('ArrowRight');
    await expect(seatBox(second)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(seatBox(second)).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('heading', { name: '1 Platz ausgewählt' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(seatBox(second)).toHaveAttribute('aria-checked', 'false');

    const shop = (await (await page.request.get(`/api/shop-seating/${idJet}/`)).json()) as { seats: Seat[] };
    const state = (s: Seat) => shop.seats.find((x) => x.id === s.id)?.status;
    expect([state(first), state(second)]).toEqual(['blocked', 'blocked']);

    // Back on sale, so other journeys find the house as it was.
    const released = await page.request.post(`/api/seating/${idJet}/release/`, {
      data: { seat_ids: [first.id, second.id] },
      headers: { 'x-csrftoken': csrf },
    });
    expect(released.ok()).toBe(true);
  });
});
