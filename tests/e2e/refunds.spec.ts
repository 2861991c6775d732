import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginAsStaff } from './helpers';

type Offer = {
  seat_groups: { seat_group: string; status: string; prices: { sale_type_id: number }[]; timeslots: unknown[] }[];
};

/** An invoice order of two tickets of a demo date without timeslots, marked paid: its staff id. */
async function paidOrder(request: APIRequestContext, csrf: string) {
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
        quantities: [2],
        event_jet_id: event.id_jet,
        sale_type_ids: [group.prices[0].sale_type_id],
        seat_group: group.seat_group,
      },
      headers: { origin, referer: `${origin}/de` },
    });
    if (!added.ok()) continue;
    const placed = await request.post('/api/shop-checkout/', {
      data: { name: 'Rudi Rückgabe', email: 'rudi@example.org', gtc: true, locale: 'de', payment_method: 'invoice' },
      headers: { origin },
    });
    expect(placed.status()).toBe(201);
    const { code } = (await placed.json()) as { code: string };
    const orders = (await (await request.get(`/api/orders/?search=${code}`)).json()) as { results: { id: number }[] };
    const id = orders.results[0].id;
    expect((await request.post(`/api/orders/${id}/mark-paid/`, { headers: { 'x-csrftoken': csrf } })).ok()).toBe(true);
    return id;
  }
  throw new Error('no bookable date in the demo programme');
}

test.describe('refunds in the back office', () => {
  test('staff refund one of two tickets: confirm, the answer, the refund to pay out and the cancellation invoice', async ({
    page,
  }) => {
    const csrf = await loginAsStaff(page.request);
    const id = await paidOrder(page.request, csrf);
    await page.goto(`/de/dashboard/orders/${id}/show`);
    await page.getByTestId('refund-open').click();
    const dialog = page.getByRole('dialog');
    const boxes = dialog.getByRole('checkbox');
    await expect(boxes).toHaveCount(2);
    await expect(boxes.nth(0)).toBeChecked();
    await boxes.nth(1).uncheck();
    await dialog.getByRole('button', { name: 'Stornieren und erstatten' }).click();
    await expect(dialog.getByRole('heading', { name: '1 Ticket stornieren?' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Stornieren und erstatten' }).click();
    await expect(dialog.getByTestId('refund-answer')).toContainText('Storniert: LND-');
    await dialog.getByRole('button', { name: 'Zurück' }).click();
    const refunds = page.getByTestId('order-refunds');
    await expect(refunds).toContainText('Teilweise erstattet');
    await expect(refunds).toContainText('auszuzahlen');
    const order = (await (await page.request.get(`/api/orders/${id}/`)).json()) as {
      refund_status: string;
      invoices: { kind: string }[];
      ticket_list: { status: string }[];
    };
    expect(order.refund_status).toBe('partially_refunded');
    expect(order.ticket_list.map((t) => t.status).sort()).toEqual(['cancelled', 'valid']);
    expect(order.invoices.filter((i) => i.kind === 'cancellation')).toHaveLength(1);
    await refunds.getByRole('button', { name: 'Als ausgezahlt markieren' }).click();
    await expect(refunds).toContainText('ausgezahlt');
  });
});
