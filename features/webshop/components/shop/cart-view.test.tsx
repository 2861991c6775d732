import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import { CartView } from './cart-view.client';
import type { CartView as Cart } from '@/features/box-office/types';

// The server's clock; the device's clock is set an hour wrong in these tests.
const SERVER_NOW = Date.parse('2030-06-01T10:00:00Z');
const DEVICE_SKEW = -3600_000;

function cart(overrides: Partial<Cart> = {}, secondsLeft = 300): Cart {
  const expires = new Date(SERVER_NOW + secondsLeft * 1000).toISOString();
  return {
    lines: [
      {
        id: 11,
        id_jet: 77,
        event_title: 'Backtag im Dorf',
        date_start: '2030-06-08T08:00:00Z',
        seat_group: '101',
        seat_group_text: 'Freie Platzwahl',
        sale_type_id: 2,
        price_text: 'Vollpreis',
        unit_price: '12.00',
        quantity: 2,
        time_start: null,
        time_end: null,
        block_id: null,
        expires_at: expires,
        expired: false,
        seats: [],
      },
    ],
    items: [
      {
        id: 5,
        kind: 'voucher',
        title: 'Gutschein über 50 €',
        quantity: 1,
        unit_price: '50.00',
        dates: [],
        expired: false,
      },
      {
        id: 6,
        kind: 'subscription',
        title: 'Abo Frühlingskonzerte',
        quantity: 1,
        unit_price: '60.00',
        dates: [
          {
            id_jet: 90,
            event_title: 'Schubert im Kerzenschein',
            date_start: '2030-06-09T16:00:00Z',
            seat_group_text: 'Saal',
          },
        ],
        expired: false,
      },
    ],
    extensions_left: 1,
    tickets_quantity: 4,
    expires_at: expires,
    total: '134.00',
    cart_url: '/de/webshop/cart',
    is_shop_online: true,
    now: new Date(SERVER_NOW).toISOString(),
    ...overrides,
  };
}

/** The API answers with `next`; the device clock runs an hour behind the server's. */
function serve(next: () => Cart) {
  const calls: { url: string; method: string; body?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body as string | undefined });
      if ((init?.method ?? 'GET') === 'GET') return new Response(JSON.stringify(next()), { status: 200 });
      return new Response(JSON.stringify({ tickets_quantity: 4, cart_url: '/de/webshop/cart' }), { status: 200 });
    }),
  );
  return calls;
}

const renderCart = (initial: Cart) =>
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <CartView initial={initial} checkoutHref="/de/webshop/checkout" programmeHref="/de/programm" />
    </NextIntlClientProvider>,
  );

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CartView', () => {
  it('renders the server cart as forms (usable without JavaScript) with a deadline as time of day', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const { container } = renderCart(cart());
    expect(screen.getByTestId('cart-countdown')).toHaveTextContent('Reserviert bis 12:05 Uhr');
    const forms = [...container.querySelectorAll('form')];
    expect(
      forms.every((f) => f.getAttribute('action') === '/api/shop-forms/cart/' && f.getAttribute('method') === 'post'),
    ).toBe(true);
    const fields = forms.map((f) => Object.fromEntries(new FormData(f)));
    expect(fields).toContainEqual({ action: 'line', line: '11', quantity: '3', lang: 'de' });
    expect(fields).toContainEqual({ action: 'line', line: '11', quantity: '0', lang: 'de' });
    expect(fields).toContainEqual({ action: 'remove-item', item: '6', lang: 'de' });
    expect(fields).toContainEqual({ action: 'extend', lang: 'de' });
    expect(screen.getByText('Gutschein über 50 €')).toBeInTheDocument();
    expect(screen.getByText(/Schubert im Kerzenschein/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Abo Frühlingskonzerte aus dem Warenkorb entfernen' }),
    ).toBeInTheDocument();
  });

  it('counts down on the server clock whatever the device clock says, and announces two minutes left once', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(SERVER_NOW + DEVICE_SKEW);
    serve(() => cart({}, 125));
    renderCart(cart({}, 125));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByTestId('cart-countdown')).toHaveTextContent('Reserviert für 02:04');
    const warning = screen.getByTestId('cart-warning');
    expect(warning).toHaveAttribute('role', 'status');
    expect(warning).toHaveTextContent('');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(warning).toHaveTextContent(
      'Noch 2 Minuten: Ihre Reservierung läuft bald ab. Sie können sie einmal um 15 Minuten verlängern.',
    );
    const text = warning.textContent;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    // Announced once: the live region's text does not change every second.
    expect(warning.textContent).toBe(text);
    expect(screen.getByTestId('cart-countdown')).toHaveTextContent('Reserviert für 01:29');
  });

  it('reads the cart again when the hold runs out, and shows the lines as expired', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(SERVER_NOW + DEVICE_SKEW);
    let expired = false;
    const calls = serve(() => {
      if (!expired) return cart({}, 3);
      const gone = cart({ expires_at: null, tickets_quantity: 0, now: new Date(SERVER_NOW + 4000).toISOString() });
      gone.lines[0].expired = true;
      return gone;
    });
    renderCart(cart({}, 3));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
    expired = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3500);
    });
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Erneut reservieren' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-countdown')).toBeNull();
  });

  it('extends once through the API, then offers no second extension', async () => {
    const calls = serve(() => cart({ extensions_left: 0 }));
    renderCart(cart());
    fireEvent.click(screen.getByRole('button', { name: 'Reservierung um 15 Minuten verlängern' }));
    await screen.findByText('Ihre Tickets sind wieder für 15 Minuten reserviert.');
    expect(calls.some((c) => c.url === '/api/shop-cart/renew/' && c.method === 'POST')).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Reservierung um 15 Minuten verlängern' })).toBeNull(),
    );
  });

  it('after expiry offers to reserve again, not to extend', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const expired = cart({ expires_at: null, tickets_quantity: 0 });
    expired.lines[0].expired = true;
    renderCart(expired);
    expect(
      screen.getByText('Die Reservierung ist abgelaufen – die Plätze sind nicht mehr für Sie gehalten.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut reservieren' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reservierung um 15 Minuten verlängern' })).toBeNull();
    expect(screen.queryByTestId('cart-countdown')).toBeNull();
  });

  it('lists the seats of a seated line and lets the buyer give the last one back, never add one', async () => {
    const seated = cart({ items: [] });
    seated.lines[0] = {
      ...seated.lines[0],
      id: 12,
      seat_group: 'A',
      seat_group_text: 'Kategorie A',
      seats: [
        { id: 104, section: 'Parkett', row: '1', number: '4' },
        { id: 105, section: 'Parkett', row: '1', number: '5' },
      ],
    };
    const calls = serve(() => seated);
    const { container } = renderCart(seated);
    const seats = screen.getByRole('list', { name: 'Ihre Plätze' });
    expect(seats).toHaveTextContent('Parkett, Reihe 1, Plätze 4, 5');
    expect(screen.getByText('Weitere Plätze wählen Sie auf dem Saalplan der Veranstaltung.')).toBeInTheDocument();
    // Raising a seated line is refused by the box office (-220): no form offers it.
    const fields = [...container.querySelectorAll('form')].map((f) => Object.fromEntries(new FormData(f)));
    expect(fields).toContainEqual({ action: 'line', line: '12', quantity: '1', lang: 'de' });
    expect(fields).toContainEqual({ action: 'line', line: '12', quantity: '0', lang: 'de' });
    expect(fields).not.toContainEqual({ action: 'line', line: '12', quantity: '3', lang: 'de' });
    expect(screen.queryByRole('button', { name: 'Ein Ticket mehr: Vollpreis' })).toBeNull();
    // Lowering lets go of the last seat in plan order: the button says which one.
    fireEvent.click(screen.getByRole('button', { name: 'Platz abgeben: Parkett, Reihe 1, Platz 5' }));
    await screen.findByText('Anzahl geändert.');
    expect(calls).toContainEqual({ url: '/api/shop-cart/12/', method: 'PATCH', body: JSON.stringify({ quantity: 1 }) });
    expect(screen.getByRole('button', { name: 'Vollpreis aus dem Warenkorb entfernen' })).toBeInTheDocument();
  });

  it('offers one ticket more on a general-admission line', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderCart(cart());
    expect(screen.getByRole('button', { name: 'Ein Ticket mehr: Vollpreis' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Ihre Plätze' })).toBeNull();
  });

  it('says why a change was refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        (init?.method ?? 'GET') === 'GET'
          ? new Response(JSON.stringify(cart()), { status: 200 })
          : new Response(JSON.stringify({ code: -217, detail: 'used' }), { status: 409 }),
      ),
    );
    renderCart(cart());
    fireEvent.click(screen.getByRole('button', { name: 'Reservierung um 15 Minuten verlängern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Reservierung wurde bereits einmal verlängert.');
  });
});

describe('a cart line', () => {
  it('shows the date with its start time on Berlin clock', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderCart(cart());
    // 08:00 UTC on 8 June 2030 is 10:00 in Berlin (summer time).
    expect(screen.getByText(/Samstag, 8\. Juni 2030, 10:00/)).toBeInTheDocument();
  });
});
