import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import { BookingWidget } from '@/features/ticketing/components/booking-widget/booking-widget.client';
import type { SeatGroup } from '@/features/ticketing/types';

const price = (id: number, name: string, value: string, seat = '101') => ({ id, price: value, sale_type_id: id, seat_group: seat, text: name, name, has_discounts: name === 'Vollpreis' });
const groups: SeatGroup[] = [
  { id: 1, seat_group: '101', status: '1', text: 'Freie Platzwahl', timeslots: [], prices: [price(1, 'Ermäßigt', '8.50'), price(2, 'Vollpreis', '12.00'), price(3, 'Kind', '5.00')] },
  {
    id: 2,
    seat_group: '102',
    status: '1',
    text: 'Führung',
    prices: [price(4, 'Erwachsene', '6.00', '102')],
    timeslots: [
      { id: 1, status: '0', block_id: 901, time_start: '2030-06-01T08:00:00Z', time_end: '2030-06-01T09:00:00Z' },
      { id: 2, status: '1', block_id: 902, time_start: '2030-06-01T09:00:00Z', time_end: '2030-06-01T10:00:00Z' },
      { id: 3, status: '1', block_id: 903, time_start: '2030-06-01T10:30:00Z', time_end: '2030-06-01T11:30:00Z' },
    ],
  },
];

const renderWidget = (variant: 'detail' | 'list' = 'list') =>
  render(
    <NextIntlClientProvider locale="de" messages={de} timeZone="Europe/Berlin">
      <BookingWidget text="Backtag" prices={groups.flatMap((g) => g.prices)} seatGroups={groups} ticketUrl="/webshop" idJet={77} dateStart={null} variant={variant} />
    </NextIntlClientProvider>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove('cart_count');
});

describe('BookingWidget', () => {
  it('opens, preselects the first available timeslot, sends one call per seat group in order and shows the success summary', async () => {
    const calls: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
      calls.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ tickets_quantity: calls.length * 2, cart_url: '/de/webshop/cart' }), { status: 200 });
    }));
    renderWidget();
    fireEvent.click(screen.getByRole('button', { name: 'Tickets für Backtag auswählen' }));
    await screen.findByText('Zeitfenster 11:00 Uhr');
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Ein Ticket mehr: Vollpreis' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ermäßigungen für Freie Platzwahl' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ein Ticket mehr: Kind' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ein Ticket mehr: Erwachsene' }));
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    await screen.findByText('3 Tickets wurde erfolgreich in Ihren Warenkorb gelegt.');
    expect(calls).toEqual([
      { quantities: [1, 1], event_jet_id: 77, sale_type_ids: [2, 3], seat_group: '101' },
      { quantities: [1], event_jet_id: 77, sale_type_ids: [4], seat_group: '102', block_id: 902 },
    ]);
    expect(Cookies.get('cart_count')).toBe('4');
    expect(screen.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/de/webshop/cart');
    expect(screen.getByRole('button', { name: 'Weitere hinzufügen' })).toBeInTheDocument();
  });

  it('stops at the first failed call and shows the -214 text with Zum Webshop; Escape closes', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ detail: 'Not enough', code: -214 }), { status: 409 }));
    vi.stubGlobal('fetch', fetchMock);
    renderWidget('detail');
    fireEvent.click(screen.getByRole('button', { name: 'Tickets für Backtag auswählen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ein Ticket mehr: Vollpreis' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ein Ticket mehr: Erwachsene' }));
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nicht genügend (zusammenhängende) Plätze gefunden. Bitte kaufen Sie Ihre Tickets über unseren Webshop.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Zum Webshop' })).toHaveAttribute('href', '/webshop');
    expect(screen.queryByRole('button', { name: 'Weitere hinzufügen' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(screen.getByRole('button', { name: 'Tickets für Backtag auswählen' })).toHaveAttribute('aria-expanded', 'false');
  });
});
