import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SeatMap } from '../types';
import { SeatPicker, type SeatPickerProps } from './seat-picker.client';
import { SeatPlan } from './seat-plan';
import type { PickerGroup } from './seat-selection';
import { seatLabelTexts, seatPickerTexts } from './seat-texts.server';
import { testMap } from './test-plan';

vi.mock('server-only', () => ({}));
vi.mock('next-intl/server', async () => (await import('@/tests/helpers/intl-server')).intlServer);
vi.mock('@/lib/report-client', () => ({ reportError: vi.fn() }));

const labels = await seatLabelTexts('de');
const texts = await seatPickerTexts('de');

const groups: PickerGroup[] = [
  {
    seat_group: 'A',
    category: 'Kategorie A',
    color: '#7a2e2e',
    price: '24.00',
    prices: [
      { sale_type_id: 1, text: 'Vollpreis', price: '24.00' },
      { sale_type_id: 2, text: 'Ermäßigt', price: '16.00' },
    ],
  },
  {
    seat_group: 'B',
    category: 'Kategorie B',
    color: '#2f5d7a',
    price: '18.50',
    prices: [
      { sale_type_id: 3, text: 'Vollpreis', price: '18.50' },
      { sale_type_id: 4, text: 'Ermäßigt', price: '12.00' },
    ],
  },
];

/** The seat plan's polls: answers 304 until a test gives it a new map. */
let served: SeatMap | null = null;
const fetchMock = vi.fn(async () =>
  served
    ? new Response(JSON.stringify(served), { status: 200, headers: { etag: '"x"' } })
    : new Response(null, { status: 304 }),
);

beforeEach(() => {
  served = null;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPicker(props: Partial<SeatPickerProps> = {}) {
  const send = vi.fn<SeatPickerProps['send']>(async () => ({
    ok: true,
    response: { tickets_quantity: 2, cart_url: '/de/webshop/cart' },
  }));
  const onAdded = vi.fn();
  render(
    <SeatPicker
      idJet={4711}
      locale="de"
      max={10}
      groups={groups}
      texts={texts}
      withSection={false}
      send={send}
      onAdded={onAdded}
      {...props}
    >
      <SeatPlan map={testMap()} locale="de" texts={labels} label="Saalplan Zehntscheune" stage="Bühne" />
    </SeatPicker>,
  );
  return { send, onAdded };
}

const seat = (name: RegExp) => screen.getByRole('checkbox', { name });
const live = () => screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite')!;
const key = (el: Element, k: string) => fireEvent.keyDown(el, { key: k });

describe('the seat picker by keyboard', () => {
  it('moves the one tab stop with the arrows, Home and End, across the aisle and between rows', async () => {
    renderPicker();
    const first = seat(/^Reihe 1, Platz 1,/);
    first.focus();
    key(first, 'ArrowRight');
    expect(document.activeElement).toBe(seat(/^Reihe 1, Platz 2,/));
    key(document.activeElement!, 'ArrowRight');
    key(document.activeElement!, 'ArrowRight'); // over the aisle
    expect(document.activeElement).toBe(seat(/^Reihe 1, Platz 4,/));
    key(document.activeElement!, 'ArrowDown');
    expect(document.activeElement).toBe(seat(/^Reihe 2, Platz 4,/));
    key(document.activeElement!, 'End');
    expect(document.activeElement).toBe(seat(/^Reihe 2, Platz 6,/));
    key(document.activeElement!, 'Home');
    expect(document.activeElement).toBe(seat(/^Reihe 2, Platz 1,/));
    key(document.activeElement!, 'ArrowUp');
    expect(document.activeElement).toBe(first);
    const stops = screen.getAllByRole('checkbox').filter((s) => s.getAttribute('tabindex') === '0');
    expect(stops).toEqual([first]);
  });

  it('chooses a free seat with Space or Enter, says so, and lists it with a price', async () => {
    renderPicker();
    const first = seat(/^Reihe 1, Platz 1,/);
    first.focus();
    key(first, ' ');
    expect(first).toHaveAttribute('aria-checked', 'true');
    expect(live()).toHaveTextContent('Reihe 1, Platz 1 ausgewählt');
    key(first, 'ArrowRight');
    key(document.activeElement!, 'ArrowRight');
    key(document.activeElement!, 'Enter');
    expect(seat(/^Reihe 1, Platz 3,/)).toHaveAttribute('aria-checked', 'true');
    const panel = screen.getByRole('region', { name: 'Ihre Plätze' });
    expect(within(panel).getByText('2 Plätze gewählt')).toBeInTheDocument();
    expect(within(panel).getByRole('combobox', { name: 'Preis für Reihe 1, Platz 1' })).toHaveValue('1');
    expect(within(panel).getByText('48 €')).toBeInTheDocument();
    // Space again takes it back.
    key(first, ' ');
    expect(first).toHaveAttribute('aria-checked', 'false');
    expect(live()).toHaveTextContent('Reihe 1, Platz 1 abgewählt');
  });

  it('refuses a taken seat and more seats than one order may have', async () => {
    renderPicker({ max: 2 });
    const sold = seat(/^Reihe 1, Platz 2,.*belegt$/);
    key(sold, ' ');
    expect(sold).toHaveAttribute('aria-checked', 'false');
    expect(live()).toHaveTextContent('Reihe 1, Platz 2 ist nicht frei.');
    key(seat(/^Reihe 1, Platz 1,/), ' ');
    key(seat(/^Reihe 1, Platz 3,/), ' ');
    key(seat(/^Reihe 1, Platz 4,/), ' ');
    expect(seat(/^Reihe 1, Platz 4,/)).toHaveAttribute('aria-checked', 'false');
    expect(live()).toHaveTextContent('Sie können höchstens 2 Plätze auf einmal wählen.');
  });
});

describe('the seat picker and the cart', () => {
  it('sends one call per seat group, seats in the order of their price types, and shows the cart link', async () => {
    const { send, onAdded } = renderPicker();
    fireEvent.click(seat(/^Reihe 1, Platz 1,/));
    fireEvent.click(seat(/^Reihe 1, Platz 3,/));
    fireEvent.click(seat(/^Reihe 2, Platz 1,/));
    // The first seat at the reduced price: it goes after the full-price seat.
    fireEvent.change(screen.getByRole('combobox', { name: 'Preis für Reihe 1, Platz 1' }), { target: { value: '2' } });
    expect(within(screen.getByRole('region', { name: 'Ihre Plätze' })).getByText('58,50 €')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Plätze in den Warenkorb' }));
    await screen.findByText('3 Tickets wurden erfolgreich in Ihren Warenkorb gelegt.');
    expect(send.mock.calls.map(([call]) => call)).toEqual([
      { quantities: [1, 1], event_jet_id: 4711, sale_type_ids: [1, 2], seat_group: 'A', seat_ids: [3, 1] },
      { quantities: [1], event_jet_id: 4711, sale_type_ids: [3], seat_group: 'B', seat_ids: [7] },
    ]);
    expect(onAdded).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/de/webshop/cart');
    expect(screen.getByText('Kein Platz gewählt')).toBeInTheDocument();
  });

  it('on a seat taken meanwhile: says so, drops that seat and asks for the plan again', async () => {
    const send = vi.fn<SeatPickerProps['send']>(async () => ({ ok: false, code: -218, seatId: 3 }));
    renderPicker({ send });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    fireEvent.click(seat(/^Reihe 1, Platz 1,/));
    fireEvent.click(seat(/^Reihe 1, Platz 3,/));
    served = testMap();
    served.seats[2].status = 'held';
    fireEvent.click(screen.getByRole('button', { name: 'Plätze in den Warenkorb' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Platz wurde gerade von jemand anderem gewählt.');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(seat(/^Reihe 1, Platz 3,.*reserviert$/)).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByText('1 Platz gewählt')).toBeInTheDocument();
    expect(seat(/^Reihe 1, Platz 1,/)).toHaveAttribute('aria-checked', 'true');
  });

  it('says which seats are in the cart when a later seat group fails', async () => {
    const send = vi
      .fn<SeatPickerProps['send']>()
      .mockResolvedValueOnce({ ok: true, response: { tickets_quantity: 1, cart_url: '/de/webshop/cart' } })
      .mockResolvedValueOnce({ ok: false, code: -219 });
    renderPicker({ send });
    fireEvent.click(seat(/^Reihe 1, Platz 1,/));
    fireEvent.click(seat(/^Reihe 2, Platz 3,/));
    fireEvent.click(screen.getByRole('button', { name: 'Plätze in den Warenkorb' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bitte lassen Sie keinen einzelnen Platz zwischen belegten Plätzen frei.');
    expect(alert).toHaveTextContent('Im Warenkorb sind: Reihe 1, Platz 1.');
    expect(within(alert).getByRole('link', { name: 'Zum Warenkorb' })).toBeInTheDocument();
    // The seat that did not make it stays chosen, to try again.
    expect(screen.getByRole('combobox', { name: 'Preis für Reihe 2, Platz 3' })).toBeInTheDocument();
  });
});

describe('the live plan', () => {
  it('shows new states from a poll and drops a chosen seat someone else took', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      renderPicker({ pollMs: 1000 });
      fireEvent.click(seat(/^Reihe 2, Platz 3,/));
      served = testMap();
      served.seats[8].status = 'sold'; // row 2, seat 3
      served.seats[4].status = 'free'; // row 1, seat 5 comes free
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
      await waitFor(() => expect(seat(/^Reihe 2, Platz 3,.*belegt$/)).toHaveAttribute('data-status', 'sold'));
      expect(seat(/^Reihe 1, Platz 5, Kategorie A, 24\u00a0€$/)).not.toHaveAttribute('aria-disabled');
      expect(screen.getByText('Kein Platz gewählt')).toBeInTheDocument();
      expect(live()).toHaveTextContent('Reihe 2, Platz 3 ist nicht mehr frei und wurde aus Ihrer Auswahl entfernt.');
      expect(fetchMock).toHaveBeenLastCalledWith(
        '/api/shop-seating/4711/?lang=de',
        expect.objectContaining({ cache: 'no-store' }),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
