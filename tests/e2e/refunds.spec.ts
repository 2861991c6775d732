import { expect, test, type APIRequestContext } from '@playwright/test';
import { confirmByMail, loginAsStaff, orderCode } from './helpers';

type Offer = {
  seat_groups: { seat_group: string; status: string; prices: { sale_type_id: number }[]; timeslots: unknown[] }[];
};

/**
 * Two tickets of a date without timeslots at least two days ahead, ordered by invoice through `buyer`:
 * the order code. (Other tests create dates a few hours ahead; the visitor's cancel deadline would
 * already have passed for those.)
 */
async function invoiceOrder(buyer: APIRequestContext) {
  const events = (await (await buyer.get('/de/api/events/?page_size=50')).json()) as {
    results: { id_jet: number | null; is_free: boolean; status: string; date_start: string }[];
  };
  const ahead = Date.now() + 2 * 86400_000;
  for (const event of events.results.filter(
    (e) => e.id_jet && !e.is_free && e.status !== 'cancelled' && Date.parse(e.date_start) > ahead,
  )) {
    const res = await buyer.get(`/api/shop-offers/${event.id_jet}/`);
    if (!res.ok()) continue;
    const { offer } = (await res.json()) as { offer: Offer };
    const group = offer.seat_groups.find((g) => g.status !== '0' && g.timeslots.length === 0 && g.prices.length);
    if (!group) continue;
    const origin = new URL(res.url()).origin;
    const added = await buyer.post('/api/shop-cart/', {
      data: {
        quantities: [2],
        event_jet_id: event.id_jet,
        sale_type_ids: [group.prices[0].sale_type_id],
        seat_group: group.seat_group,
      },
      headers: { origin, referer: `${origin}/de` },
    });
    if (!added.ok()) continue;
    const placed = await buyer.post('/api/shop-checkout/', {
      data: { name: 'Rudi Rückgabe', email: 'rudi@example.org', gtc: true, locale: 'de', payment_method: 'invoice' },
      headers: { origin },
    });
    expect(placed.status()).toBe(201);
    return ((await placed.json()) as { code: string }).code;
  }
  throw new Error('no bookable date in the demo programme');
}

/** The staff id of the order `code`. */
async function orderId(staff: APIRequestContext, code: string) {
  const orders = (await (await staff.get(`/api/orders/?search=${code}`)).json()) as { results: { id: number }[] };
  return orders.results[0].id;
}

async function markPaid(staff: APIRequestContext, csrf: string, id: number) {
  expect((await staff.post(`/api/orders/${id}/mark-paid/`, { headers: { 'x-csrftoken': csrf } })).ok()).toBe(true);
}

test.describe('refunds in the back office', () => {
  test('staff refund one of two tickets: confirm, the answer, the refund to pay out and the cancellation invoice', async ({
    page,
  }) => {
    const csrf = await loginAsStaff(page.request);
    const id = await orderId(page.request, await invoiceOrder(page.request));
    await markPaid(page.request, csrf, id);
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

test.describe('visitors cancel their own tickets @site-state', () => {
  test.afterAll(async ({ request }) => {
    const csrf = await loginAsStaff(request);
    await request.patch('/api/billing-settings/1/', {
      data: { buyer_cancel_hours: null, cancel_fee_percent: 0 },
      headers: { 'x-csrftoken': csrf },
    });
  });

  test('a visitor cancels one of two paid tickets on the order page and gets the cancellation invoice', async ({
    page,
    browser,
  }) => {
    // The venue allows cancelling until 2 hours before a date, with a 10 % fee.
    const staff = await browser.newContext();
    const csrf = await loginAsStaff(staff.request);
    const saved = await staff.request.patch('/api/billing-settings/1/', {
      data: { buyer_cancel_hours: 2, cancel_fee_percent: 10 },
      headers: { 'x-csrftoken': csrf },
    });
    expect(saved.ok()).toBe(true);

    // The visitor buys two tickets by invoice in the shop and confirms by the mail's link.
    const code = await invoiceOrder(page.request);
    await confirmByMail(page, code);
    const id = await orderId(staff.request, code);
    await markPaid(staff.request, csrf, id);
    await page.reload();
    expect(orderCode(page.url())).toBe(code);

    // The cancel form is folded away under its heading.
    await page.getByText('Tickets stornieren', { exact: true }).click();
    const section = page.locator('details').filter({ has: page.getByText('Tickets stornieren', { exact: true }) });
    await expect(section).toContainText('Stornogebühr von 10 %');
    const boxes = section.getByRole('checkbox');
    await expect(boxes).toHaveCount(2);
    await boxes.nth(1).uncheck();
    await section.getByRole('button', { name: 'Gewählte Tickets stornieren' }).click();

    await expect(page.getByText(/Stornierte Tickets:/)).toBeVisible();
    const invoice = page.getByRole('link', { name: /Stornorechnung \d{4}-\d{6}/ });
    await expect(invoice).toBeVisible();
    const pdf = await page.request.get((await invoice.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const after = (await (await staff.request.get(`/api/orders/${id}/`)).json()) as {
      refund_status: string;
      ticket_list: { status: string }[];
    };
    expect(after.ticket_list.map((t) => t.status).sort()).toEqual(['cancelled', 'valid']);
    expect(after.refund_status).toBe('partially_refunded');
    await staff.close();
  });
});
