import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import { CheckInScanner } from './check-in.client';
import type { CheckInResult, CheckInTicket } from '@/features/check-in';

const ticket = (extra: Partial<CheckInTicket> = {}): CheckInTicket => ({
  number: 'LND-7K3M-Q9TX',
  order_id: 41,
  order_code: 'ABCDEFGHJK',
  buyer_name: 'Greta Gast',
  event_title: 'Backtag im Dorf',
  date_start: '2030-06-01T10:00:00Z',
  time_start: null,
  time_end: null,
  seat_group_text: 'Freie Platzwahl',
  price_text: 'Vollpreis',
  seat: null,
  subscription: null,
  amount_due: '24.00',
  checked_in_at: null,
  checked_in_by: null,
  ...extra,
});
const answer = (result: CheckInResult['result'], t: CheckInTicket | null = ticket()): CheckInResult => ({
  result,
  admitted: result === 'admitted',
  ticket: t,
  message: '',
});

let replies: Array<{ status: number; body: unknown }>;
let requests: { url: string; body: unknown; headers: Headers }[];
const vibrate = vi.fn();

beforeEach(() => {
  replies = [];
  requests = [];
  document.cookie = 'csrftoken=token-123';
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        headers: new Headers(init.headers),
      });
      const reply = replies.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
  vibrate.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const renderScanner = () => render(<CheckInScanner locale="de" messages={de.CheckIn} seatMessages={de.TicketSeat} />);

function scan(code: string) {
  const field = screen.getByLabelText('Ticketcode');
  fireEvent.change(field, { target: { value: code } });
  fireEvent.submit(field.closest('form')!);
}

describe('CheckInScanner', () => {
  it('focuses the code field, posts a scan with the CSRF header, shows "Eingelassen" and counts it', async () => {
    renderScanner();
    expect(screen.getByLabelText('Ticketcode')).toHaveFocus();
    expect(screen.getByText('Noch kein Einlass in dieser Sitzung')).toBeInTheDocument();
    replies.push({ status: 200, body: answer('admitted') });
    scan('LND-7K3M-Q9TX-4HXM8R2Q');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Eingelassen');
    expect(alert).toHaveTextContent('Backtag im Dorf');
    expect(alert).toHaveTextContent('Freie Platzwahl · Vollpreis');
    expect(requests[0]).toMatchObject({
      url: '/api/check-in/',
      body: { code: 'LND-7K3M-Q9TX-4HXM8R2Q', locale: 'de' },
    });
    expect(requests[0].headers.get('x-csrftoken')).toBe('token-123');
    expect(screen.getByText('1 Einlass in dieser Sitzung')).toBeInTheDocument();
    expect(vibrate).not.toHaveBeenCalled();
    // Ready for the next scan: field empty and focused.
    expect(screen.getByLabelText('Ticketcode')).toHaveValue('');
    expect(screen.getByLabelText('Ticketcode')).toHaveFocus();
  });

  it('names block, row and seat of a seated ticket; a general-admission ticket has no seat line', async () => {
    renderScanner();
    replies.push({
      status: 200,
      body: answer(
        'admitted',
        ticket({ seat_group_text: 'Kategorie A', seat: { id: 7, section: 'Parkett', row: '5', number: '12' } }),
      ),
    });
    scan('LND-7K3M-Q9TX-4HXM8R2Q');
    expect(await screen.findByTestId('check-in-seat')).toHaveTextContent('Parkett, Reihe 5, Platz 12');
    expect(screen.getByRole('alert')).toHaveTextContent('Kategorie A · Vollpreis');
    replies.push({ status: 200, body: answer('admitted') });
    scan('LND-7K3M-Q9TX-4HXM8R2Q');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Freie Platzwahl'));
    expect(screen.queryByTestId('check-in-seat')).toBeNull();
  });

  it('warns loudly on a second scan with the time and the name, and vibrates', async () => {
    renderScanner();
    const at = new Date();
    at.setSeconds(0, 0);
    replies.push({
      status: 200,
      body: answer('already', ticket({ checked_in_at: at.toISOString(), checked_in_by: 'Dev Staff' })),
    });
    scan('LND-7K3M-Q9TX-4HXM8R2Q');
    const alert = await screen.findByRole('alert');
    const time = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
    }).format(at);
    expect(alert).toHaveTextContent(`BEREITS EINGELASSEN um ${time} Uhr von Dev Staff`);
    expect(vibrate).toHaveBeenCalled();
    expect(screen.getByText('Noch kein Einlass in dieser Sitzung')).toBeInTheDocument();
  });

  it('names invalid codes and cancelled orders', async () => {
    renderScanner();
    replies.push({ status: 200, body: answer('invalid', null) });
    scan('LND-XXXX');
    expect(await screen.findByRole('alert')).toHaveTextContent('UNGÜLTIGER CODE');
    replies.push({ status: 200, body: answer('cancelled') });
    scan('LND-7K3M-Q9TX-4HXM8R2Q');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('STORNIERTE BESTELLUNG'));
    expect(screen.getByRole('alert')).toHaveTextContent('ABCDEFGHJK');
    expect(vibrate).toHaveBeenCalledTimes(2);
  });

  it('offers to mark an unpaid order paid, then admits the ticket', async () => {
    renderScanner();
    replies.push({ status: 200, body: answer('unpaid') });
    scan('LND-7K3M-Q9TX-4HXM8R2Q');
    expect(await screen.findByRole('alert')).toHaveTextContent('NICHT BEZAHLT');
    expect(screen.getByRole('alert')).toHaveTextContent('24,00 €');
    replies.push({ status: 200, body: { status: 'paid' } }, { status: 200, body: answer('admitted') });
    fireEvent.click(screen.getByRole('button', { name: 'Bezahlt – als bezahlt markieren und einlassen' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Eingelassen'));
    expect(requests.map((r) => r.url)).toEqual(['/api/check-in/', '/api/orders/41/mark-paid/', '/api/check-in/']);
  });

  it('admits a ticket of another day only when staff confirm it', async () => {
    renderScanner();
    replies.push({ status: 200, body: answer('other_day') });
    scan('LND-7K3M-Q9TX-4HXM8R2Q');
    expect(await screen.findByRole('alert')).toHaveTextContent('ANDERER TAG');
    replies.push({ status: 200, body: answer('admitted') });
    fireEvent.click(screen.getByRole('button', { name: 'Trotzdem einlassen' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Eingelassen'));
    expect(requests[1].body).toMatchObject({ code: 'LND-7K3M-Q9TX-4HXM8R2Q', force: true });
  });

  it('says when the session ended, and hides the camera button where the browser cannot read QR codes', async () => {
    renderScanner();
    expect(screen.queryByRole('button', { name: 'Mit Kamera scannen' })).toBeNull();
    replies.push({ status: 401, body: { detail: 'no session' } });
    scan('LND-7K3M-Q9TX-4HXM8R2Q');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ihre Anmeldung ist abgelaufen.');
    expect(screen.getByRole('link', { name: 'Neu anmelden' })).toHaveAttribute(
      'href',
      '/de/login?next=%2Fde%2Fdashboard%2Fcheck-in',
    );
  });

  it('shows the camera button where BarcodeDetector and a camera exist', () => {
    vi.stubGlobal('BarcodeDetector', class {});
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn() }, configurable: true });
    renderScanner();
    expect(screen.getByRole('button', { name: 'Mit Kamera scannen' })).toBeInTheDocument();
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  });
});
