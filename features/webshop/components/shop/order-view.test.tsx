import { render, screen, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { describe, expect, it, vi } from 'vitest';
import type { OrderTicket, OrderView as Order } from '@/features/box-office/types';
import { resolveServerTree } from '@/tests/helpers/server-tree';
import { OrderView } from './order-view';

vi.mock('next-intl/server', async () => (await import('@/tests/helpers/intl-server')).intlServer);

const ticket = (n: number, seat: OrderTicket['seat'], extra: Partial<OrderTicket> = {}): OrderTicket => ({
  code: `LND-AAAA-BBB${n}-SIGNATUR`,
  number: `LND-AAAA-BBB${n}`,
  id_jet: 40044,
  event_title: 'Der zerbrochne Krug',
  date_start: '2030-06-08T17:30:00Z',
  seat_group_text: 'Kategorie A',
  price_text: 'Vollpreis',
  unit_price: '24.00',
  time_start: null,
  time_end: null,
  checked_in_at: null,
  subscription: null,
  seat,
  ...extra,
});

const order = (status: Order['status'], tickets: OrderTicket[]): Order => ({
  code: 'K7QX2M4P',
  status,
  buyer_name: 'Ida Beispiel',
  email: 'ida@example.org',
  locale: 'de',
  total: '60.00',
  voucher_amount: '0.00',
  amount_due: '60.00',
  payment_method: 'invoice',
  payment_due_at: '2030-06-01T10:30:00Z',
  confirmed: status !== 'pending',
  created_at: '2030-06-01T10:00:00Z',
  tickets,
  items: [],
  vouchers: [],
  redemptions: [],
});

const seated = [
  ticket(1, { id: 14, section: 'Parkett', row: '5', number: '12' }),
  ticket(2, { id: 15, section: 'Parkett', row: '5', number: '11' }),
  ticket(3, null, { event_title: 'Backtag im Dorf', seat_group_text: 'Freie Platzwahl', unit_price: '12.00' }),
];

async function renderOrder(o: Order, ticketsIssued: boolean) {
  const view = { order: o, token: 'T0KEN', ticketsIssued, cancelRefusal: null, firstStart: o.tickets[0].date_start };
  return render(<>{await resolveServerTree(<OrderView view={view} locale="de" />)}</>);
}

describe('the order page of a seated order', () => {
  it('shows block, row and seat on each seated ticket, and none on a general-admission ticket', async () => {
    await renderOrder(order('reserved', seated), true);
    const tickets = screen.getAllByRole('listitem').filter((li) => li.querySelector('img'));
    expect(tickets).toHaveLength(3);
    const first = within(tickets[0]).getByTestId('ticket-seat');
    expect([...first.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Block', 'Reihe', 'Platz']);
    expect([...first.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['Parkett', '5', '12']);
    expect(within(tickets[1]).getByTestId('ticket-seat')).toHaveTextContent('BlockParkettReihe5Platz11');
    expect(within(tickets[2]).queryByTestId('ticket-seat')).toBeNull();
    expect(tickets[2]).toHaveTextContent('Backtag im Dorf');
  });

  it('shows each ticket’s QR code as an SVG of its signed code, with its alt text and size', async () => {
    await renderOrder(order('reserved', seated), true);
    for (const ticket of seated) {
      const img = screen.getByRole('img', { name: `QR-Code für Ticket ${ticket.number}` });
      expect(img).toHaveAttribute('width', '144');
      expect(img).toHaveAttribute('height', '144');
      const [head, data] = img.getAttribute('src')!.split(',');
      expect(head).toBe('data:image/svg+xml;base64');
      expect(Buffer.from(data, 'base64').toString()).toBe(
        await QRCode.toString(ticket.code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      );
    }
  });

  it('before confirmation sums the seats up by row, numbers in order', async () => {
    await renderOrder(order('pending', seated), false);
    const seats = screen.getByRole('list', { name: 'Ihre Plätze' });
    expect(
      within(seats)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Parkett, Reihe 5, Plätze 11, 12']);
    // The general-admission line lists no seats.
    expect(screen.getAllByRole('list', { name: 'Ihre Plätze' })).toHaveLength(1);
  });
});

describe('the order status', () => {
  it('reads as the back office says it (messages orders51.orderStatus): confirmed, not yet paid', async () => {
    await renderOrder(order('reserved', seated), true);
    expect(screen.getByText('Bestätigt, noch nicht bezahlt')).toBeInTheDocument();
  });
});
