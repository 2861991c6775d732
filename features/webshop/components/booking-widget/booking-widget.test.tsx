import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComponentProps } from 'react';
import { BookingWidget } from './booking-widget.client';
import { openWidget } from './store';
import type { SeatGroup } from '@/features/box-office/types';
import { bookingWidgetTexts } from '../../server/widget-texts';
import { panelMessagesControl } from '@/tests/helpers/panel-messages';
import { placesLeftControl } from '@/tests/helpers/places-left';

vi.mock('server-only', () => ({}));
vi.mock('next-intl/server', async () => (await import('@/tests/helpers/intl-server')).intlServer);
vi.mock('./panel-messages', async () => (await import('@/tests/helpers/panel-messages')).panelMessagesMock);
vi.mock('../availability-client', async () => (await import('@/tests/helpers/places-left')).placesLeftMock);

// As the server makes them; the panel fetches its messages (mocked above) for a provider of its own.
const texts = await bookingWidgetTexts('de');
const textsIn = { de: texts, en: await bookingWidgetTexts('en'), cs: await bookingWidgetTexts('cs') };

const price = (id: number, name: string, value: string, seat = '101') => ({
  id,
  price: value,
  sale_type_id: id,
  seat_group: seat,
  text: name,
  name,
  has_discounts: name === 'Vollpreis',
});
const groups: SeatGroup[] = [
  {
    id: 1,
    seat_group: '101',
    status: '1',
    text: 'Freie Platzwahl',
    timeslots: [],
    prices: [price(1, 'Ermäßigt', '8.50'), price(2, 'Vollpreis', '12.00'), price(3, 'Kind', '5.00')],
  },
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

type WidgetProps = ComponentProps<typeof BookingWidget>;
const widget = (text: string, idJet: number, variant: WidgetProps['variant'] = 'list') => (
  <BookingWidget
    key={idJet}
    texts={texts}
    text={text}
    prices={groups.flatMap((g) => g.prices)}
    seatGroups={groups}
    ticketUrl="/webshop"
    idJet={idJet}
    dateStart={null}
    variant={variant}
  />
);
const renderWidget = (variant: 'detail' | 'list' = 'list') => render(widget('Backtag', 77, variant));
/** Two widgets on a list, as on /programm/veranstaltungen, with something else to click beside them. */
const renderList = () =>
  render(
    <>
      <p>Programm</p>
      {widget('Backtag', 77)}
      {widget('Schmiedetag', 78)}
    </>,
  );
const opener = (event: string) => screen.getByRole('button', { name: `Tickets für ${event} auswählen` });
const answer = (status: number, body: unknown, headers?: Record<string, string>) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers }));

afterEach(() => {
  placesLeftControl.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Cookies.remove('cart_count');
  act(() => openWidget.set(null));
});

// After the first press in a freshly opened panel, each test waits for the count: the lazily loaded
// panel commits outside act(), and its store subscription (an effect) may start only after the press,
// so on a busy machine the first change shows a moment later.
describe('BookingWidget', () => {
  it('opens, preselects the first available timeslot, sends one call per seat group in order and shows the success summary', async () => {
    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ tickets_quantity: calls.length * 2, cart_url: '/de/webshop/cart' }), {
          status: 200,
        });
      }),
    );
    renderWidget();
    fireEvent.click(screen.getByRole('button', { name: 'Tickets für Backtag auswählen' }));
    await screen.findByText('Zeitfenster 11:00 Uhr');
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Ein Ticket mehr: Vollpreis' }));
    await screen.findByLabelText('1 × Vollpreis ausgewählt');
    fireEvent.click(screen.getByRole('button', { name: 'Ermäßigungen für Freie Platzwahl' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ein Ticket mehr: Kind' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ein Ticket mehr: Erwachsene' }));
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    await screen.findByText('3 Tickets wurden erfolgreich in Ihren Warenkorb gelegt.');
    expect(screen.getByText('Ihre Tickets sind für die nächsten 15 Minuten reserviert.')).toBeInTheDocument();
    expect(calls).toEqual([
      { quantities: [1, 1], event_jet_id: 77, sale_type_ids: [2, 3], seat_group: '101' },
      { quantities: [1], event_jet_id: 77, sale_type_ids: [4], seat_group: '102', block_id: 902 },
    ]);
    expect(Cookies.get('cart_count')).toBe('4');
    expect(screen.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/de/webshop/cart');
    expect(screen.getByRole('button', { name: 'Weitere hinzufügen' })).toBeInTheDocument();
  });

  it('stops at the first failed call and shows the -214 text with Zum Webshop; Escape closes', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ detail: 'Not enough', code: -214 }), { status: 409 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWidget('detail');
    fireEvent.click(screen.getByRole('button', { name: 'Tickets für Backtag auswählen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ein Ticket mehr: Vollpreis' }));
    await screen.findByLabelText('1 × Vollpreis ausgewählt');
    fireEvent.click(screen.getByRole('button', { name: 'Ein Ticket mehr: Erwachsene' }));
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Nicht genügend (zusammenhängende) Plätze gefunden. Bitte kaufen Sie Ihre Tickets über unseren Webshop.',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Zum Webshop' })).toHaveAttribute('href', '/webshop');
    // Sold out: the date's waiting list is one link away.
    expect(
      screen.getByRole('link', { name: 'Ausverkauft – benachrichtigen, wenn Plätze frei werden' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/de\/webshop\/event\/\d+#waiting-list$/));
    expect(screen.queryByRole('button', { name: 'Weitere hinzufügen' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(screen.getByRole('button', { name: 'Tickets für Backtag auswählen' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
  it('says so when its messages cannot be loaded, and loads them on a later opening', async () => {
    panelMessagesControl.fail = true;
    renderWidget('detail');
    fireEvent.click(opener('Backtag'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Leider hat das nicht geklappt.');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    panelMessagesControl.fail = false;
    fireEvent.click(opener('Backtag'));
    expect(await screen.findByRole('button', { name: 'Ein Ticket mehr: Vollpreis' })).toBeInTheDocument();
  });

  it('opens a second widget with one click while the first is open, and closes the first', async () => {
    renderList();
    fireEvent.click(opener('Backtag'));
    const first = await screen.findByRole('region', { name: 'Ticketauswahl für Backtag' });
    fireEvent.click(await within(first).findByRole('button', { name: 'Ein Ticket mehr: Vollpreis' }));
    await within(first).findByLabelText('1 × Vollpreis ausgewählt');

    // The press on the second widget's button must not collapse the first panel yet: it sits in the
    // page flow, so collapsing it moves the second button away from the pointer and the browser
    // drops the click (it needed a second click).
    const second = opener('Schmiedetag');
    fireEvent.pointerDown(second);
    fireEvent.mouseDown(second);
    await act(async () => undefined);
    expect(opener('Backtag')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Ticketauswahl für Backtag' })).toBeInTheDocument();

    fireEvent.pointerUp(second);
    fireEvent.mouseUp(second);
    fireEvent.click(second);
    expect(await screen.findByRole('region', { name: 'Ticketauswahl für Schmiedetag' })).toBeInTheDocument();
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(opener('Backtag')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);

    // Closing by another widget opening cleared the first one's selection.
    fireEvent.click(opener('Backtag'));
    const again = await screen.findByRole('region', { name: 'Ticketauswahl für Backtag' });
    expect(within(again).getByLabelText('0 × Vollpreis ausgewählt')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ticketauswahl für Schmiedetag' })).toBeNull();
  });

  it('closes on an outside click, not on clicks inside that replace the clicked button, and resets after 250 ms', async () => {
    vi.stubGlobal('fetch', answer(200, { tickets_quantity: 1, cart_url: '/de/webshop/cart' }));
    renderList();
    fireEvent.click(opener('Backtag'));
    const panel = await screen.findByRole('region', { name: 'Ticketauswahl für Backtag' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Ein Ticket mehr: Vollpreis' }));
    await within(panel).findByLabelText('1 × Vollpreis ausgewählt');
    // This link and then 'Zurück' disappear with their own click; the widget stays open.
    fireEvent.click(within(panel).getByRole('button', { name: 'Ermäßigungen für Freie Platzwahl' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Zurück' }));
    expect(opener('Backtag')).toHaveAttribute('aria-expanded', 'true');
    // A press inside that is released outside (a slipped finger) does not close it either.
    fireEvent.pointerDown(within(panel).getByRole('button', { name: 'Ein Ticket mehr: Vollpreis' }));
    fireEvent.click(screen.getByText('Programm'));
    expect(opener('Backtag')).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(within(panel).getByRole('button', { name: 'In den Warenkorb' }));
    await within(panel).findByText('1 Ticket wurde erfolgreich in Ihren Warenkorb gelegt.');
    expect(within(panel).getByText('Ihr Ticket ist für die nächsten 15 Minuten reserviert.')).toBeInTheDocument();

    vi.useFakeTimers();
    fireEvent.pointerDown(screen.getByText('Programm'));
    fireEvent.click(screen.getByText('Programm'));
    expect(opener('Backtag')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
    act(() => vi.advanceTimersByTime(250));
    vi.useRealTimers();
    // Reopened after the reset delay: the main step again, not the old summary.
    fireEvent.click(opener('Backtag'));
    const reopened = await screen.findByRole('region', { name: 'Ticketauswahl für Backtag' });
    expect(within(reopened).queryByText(/erfolgreich/)).toBeNull();
    expect(within(reopened).getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled();
  });

  it('shows the hold cap (-216) with its limit in the summary, without the webshop sentence', async () => {
    vi.stubGlobal(
      'fetch',
      answer(
        429,
        { detail: 'At most 20 seats can be held at once.', code: -216, errors: { limit: 20 } },
        { 'retry-after': '300' },
      ),
    );
    renderWidget('detail');
    fireEvent.click(opener('Backtag'));
    fireEvent.click(await screen.findByRole('button', { name: 'Ein Ticket mehr: Vollpreis' }));
    await screen.findByLabelText('1 × Vollpreis ausgewählt');
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Sie halten bereits so viele Plätze, wie ein Besucher gleichzeitig halten darf (20). Bitte schließen Sie Ihre Bestellung ab oder warten Sie, bis eine Reservierung endet.',
    );
    expect(alert).not.toHaveTextContent('Bitte kaufen Sie Ihre Tickets über unseren Webshop.');
    expect(alert).toHaveTextContent('Fehlercode: -216');
  });

  it.each([
    [
      'the rate limit (-429)',
      429,
      { detail: 'Too many requests', code: -429 },
      'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    ],
    [
      'a 429 without our body',
      429,
      { message: 'slow down' },
      'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    ],
    [
      'the order cap (-215)',
      422,
      { detail: 'At most 1 ticket', code: -215, errors: { limit: 1 } },
      'Pro Termin ist höchstens 1 Karte in einer Bestellung möglich.',
    ],
    [
      'a busy box office (-250)',
      503,
      { detail: 'busy', code: -250 },
      'Gerade buchen sehr viele Gäste. Bitte versuchen Sie es gleich noch einmal.',
    ],
  ])('answers %s with a try-again text and leads back to the kept selection', async (_name, status, body, text) => {
    vi.stubGlobal('fetch', answer(status, body));
    renderWidget('list');
    fireEvent.click(opener('Backtag'));
    fireEvent.click(await screen.findByRole('button', { name: 'Ein Ticket mehr: Vollpreis' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ein Ticket mehr: Vollpreis' }));
    await screen.findByLabelText('2 × Vollpreis ausgewählt');
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).not.toHaveTextContent('Webshop.');
    expect(screen.getByRole('link', { name: 'Zum Webshop' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zurück zur Auswahl' }));
    expect(screen.getByLabelText('2 × Vollpreis ausgewählt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeEnabled();
  });

  it('keeps reduced tickets chosen among the discounts in the main view, with the right total', async () => {
    renderWidget('detail');
    fireEvent.click(opener('Backtag'));
    fireEvent.click(await screen.findByRole('button', { name: 'Ermäßigungen für Freie Platzwahl' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ein Ticket mehr: Ermäßigt' }));
    await screen.findByLabelText('1 × Ermäßigt ausgewählt');
    fireEvent.click(screen.getByRole('button', { name: 'Ein Ticket mehr: Kind' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ein Ticket mehr: Kind' }));
    await screen.findByLabelText('2 × Kind ausgewählt');
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    // Back in the main view: both reduced prices with their amounts, under their own heading.
    expect(await screen.findByRole('heading', { name: 'Gewählte Ermäßigungen' })).toBeInTheDocument();
    expect(screen.getByLabelText('1 × Ermäßigt ausgewählt')).toBeInTheDocument();
    expect(screen.getByLabelText('2 × Kind ausgewählt')).toBeInTheDocument();
    // 8,50 + 2 × 5,00
    expect(screen.getByText(/Summe/).textContent).toMatch(/18,50\s€/);
    // And they can be changed there.
    fireEvent.click(screen.getByRole('button', { name: 'Ein Ticket weniger: Ermäßigt' }));
    await waitFor(() => expect(screen.queryByLabelText('1 × Ermäßigt ausgewählt')).toBeNull());
    expect(screen.getByText(/Summe/).textContent).toMatch(/Summe: 10\s€/);
  });

  it('names the date in the band above the tickets instead of leaving it empty', async () => {
    renderWidget('detail');
    fireEvent.click(opener('Backtag'));
    const region = await screen.findByRole('region', { name: /Backtag/ });
    await within(region).findByRole('button', { name: 'Ein Ticket mehr: Vollpreis' });
    const band = within(region).getByRole('button', { name: 'Ticketauswahl schließen' }).parentElement!;
    expect(band.textContent).toContain('Backtag');
  });

  it('says "Ausverkauft" instead of the Tickets button on a sold-out date, and "Nur noch N Plätze" under it when few are left', async () => {
    placesLeftControl.set(77, { id_jet: 77, left: 0, state: 'soldOut', text: 'Ausverkauft', groups: { '101': 0 } });
    placesLeftControl.set(78, { id_jet: 78, left: 2, state: 'few', text: 'Nur noch 2 Plätze', groups: { '101': 2 } });
    renderList();
    expect(screen.getByText('Ausverkauft')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tickets für Backtag auswählen' })).toBeNull();
    expect(screen.getByText('Nur noch 2 Plätze')).toBeInTheDocument();
    // No '+' beyond the places left.
    fireEvent.click(opener('Schmiedetag'));
    const more = await screen.findByRole('button', { name: 'Ein Ticket mehr: Vollpreis' });
    fireEvent.click(more);
    fireEvent.click(more);
    await screen.findByLabelText('2 × Vollpreis ausgewählt');
    expect(more).toBeDisabled();
  });
});

// The shop over capacity (-253): the widget says so calmly, with the place in line, and tries again by itself.
describe('BookingWidget while the shop is over capacity', () => {
  const full = (body: Record<string, unknown> = {}) =>
    new Response(
      JSON.stringify({
        detail: 'Gerade möchten sehr viele Gäste Tickets.',
        code: -253,
        retry_after: 1,
        position: 3,
        wait_seconds: 40,
        ...body,
      }),
      { status: 503, headers: { 'retry-after': '1', 'cache-control': 'no-store' } },
    );
  const added = (quantity: number) =>
    new Response(JSON.stringify({ tickets_quantity: quantity, cart_url: '/de/webshop/cart' }), { status: 200 });
  /** The cart API answering one answer after the other (the last one again), with the calls' bodies. */
  const serve = (...responses: (() => Response)[]) => {
    const bodies: unknown[] = [];
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return responses[Math.min(bodies.length, responses.length) - 1]();
    });
    vi.stubGlobal('fetch', fetchMock);
    return { fetchMock, bodies };
  };
  const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const renderIn = (locale: keyof typeof textsIn) =>
    render(
      <BookingWidget
        texts={textsIn[locale]}
        text="Backtag"
        prices={groups.flatMap((g) => g.prices)}
        seatGroups={groups}
        ticketUrl="/webshop"
        idJet={77}
        dateStart={null}
        variant="detail"
      />,
    );
  /** Opens the widget and chooses two full-price tickets (German labels). */
  const chooseTwo = async () => {
    renderWidget('detail');
    fireEvent.click(opener('Backtag'));
    const more = await screen.findByRole('button', { name: 'Ein Ticket mehr: Vollpreis' });
    fireEvent.click(more);
    fireEvent.click(more);
    await screen.findByLabelText('2 × Vollpreis ausgewählt');
  };
  const waitingText =
    'Gerade möchten sehr viele Gäste Tickets. Sie sind Nr. 3 in der Warteschlange; wir versuchen es in 1 Sekunde von selbst wieder.';

  it.each([
    {
      locale: 'de' as const,
      open: 'Tickets für Backtag auswählen',
      more: 'Ein Ticket mehr: Vollpreis',
      chosen: '2 × Vollpreis ausgewählt',
      add: 'In den Warenkorb',
      waiting: waitingText,
      stop: 'Nicht mehr warten',
      success: '2 Tickets wurden erfolgreich in Ihren Warenkorb gelegt.',
    },
    {
      locale: 'en' as const,
      open: 'Choose tickets for Backtag',
      more: 'One more ticket: Vollpreis',
      chosen: '2 × Vollpreis selected',
      add: 'Add to cart',
      waiting:
        "A great many visitors want tickets right now. You are number 3 in line; we'll try again for you in 1 second.",
      stop: 'Stop waiting',
      success: '2 tickets have been successfully added into your cart.',
    },
    {
      locale: 'cs' as const,
      open: 'Vybrat vstupenky na Backtag',
      more: 'O vstupenku více: Vollpreis',
      chosen: 'Vybráno 2 × Vollpreis',
      add: 'Vložit do košíku',
      waiting:
        'Právě chce vstupenky velmi mnoho návštěvníků. Ve frontě jste na 3. místě; znovu to za vás zkusíme za 1 sekundu.',
      stop: 'Přestat čekat',
      success: '2 vstupenky byly úspěšně vloženy do vašeho košíku.',
    },
  ])(
    '$locale: says the place in line while waiting, tries again by itself and then shows the tickets in the cart',
    async ({ locale, open, more, chosen, add, waiting, stop, success }) => {
      const { fetchMock, bodies } = serve(full, () => added(2));
      renderIn(locale);
      fireEvent.click(screen.getByRole('button', { name: open }));
      const plus = await screen.findByRole('button', { name: more });
      fireEvent.click(plus);
      fireEvent.click(plus);
      await screen.findByLabelText(chosen);
      fireEvent.click(screen.getByRole('button', { name: add }));

      // A calm status in the page's language, not an error; the visitor may stop waiting.
      const status = await screen.findByText(waiting);
      expect(status).toHaveAttribute('role', 'status');
      expect(status).toHaveAttribute('aria-live', 'polite');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('button', { name: stop })).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);

      // After Retry-After (1 s) the same call goes again, by itself, and this time it is let in.
      expect(await screen.findByText(success, undefined, { timeout: 3000 })).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(bodies[1]).toEqual(bodies[0]);
      expect(bodies[0]).toEqual({ quantities: [2], event_jet_id: 77, sale_type_ids: [2], seat_group: '101' });
      expect(Cookies.get('cart_count')).toBe('2');
      expect(screen.queryByText(waiting)).toBeNull();
    },
  );

  it('keeps trying while the answer stays "wait", with the place in line as it moves, and says the expected wait without one', async () => {
    const { fetchMock } = serve(
      full,
      () => full({ position: 2 }),
      () => full({ position: null, wait_seconds: 150 }),
      () => added(2),
    );
    await chooseTwo();
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByText(waitingText)).toBeInTheDocument();
    expect(
      await screen.findByText(/Sie sind Nr\. 2 in der Warteschlange; wir versuchen es in 1 Sekunde/, undefined, {
        timeout: 3000,
      }),
    ).toHaveAttribute('role', 'status');
    expect(
      await screen.findByText(
        'Gerade möchten sehr viele Gäste Tickets. Die Wartezeit beträgt etwa 3 Minuten; wir versuchen es in 1 Sekunde von selbst wieder.',
        undefined,
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    await screen.findByText('2 Tickets wurden erfolgreich in Ihren Warenkorb gelegt.', undefined, { timeout: 3000 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('retries from the seat group that was turned away (a 503 with Retry-After and no code of ours), not the ones already in the cart', async () => {
    const proxyFull = () => new Response('{}', { status: 503, headers: { 'retry-after': '1' } });
    const { bodies } = serve(
      () => added(1),
      proxyFull,
      () => added(2),
    );
    renderWidget('detail');
    fireEvent.click(opener('Backtag'));
    fireEvent.click(await screen.findByRole('button', { name: 'Ein Ticket mehr: Vollpreis' }));
    await screen.findByLabelText('1 × Vollpreis ausgewählt');
    fireEvent.click(screen.getByRole('button', { name: 'Ein Ticket mehr: Erwachsene' }));
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(
      await screen.findByText(
        'Gerade möchten sehr viele Gäste Tickets. Wir versuchen es in 1 Sekunde von selbst wieder.',
      ),
    ).toHaveAttribute('role', 'status');
    await screen.findByText('2 Tickets wurden erfolgreich in Ihren Warenkorb gelegt.', undefined, { timeout: 3000 });
    const seatGroupsSent = bodies.map((body) => (body as { seat_group: string }).seat_group);
    expect(seatGroupsSent).toEqual(['101', '102', '102']);
  });

  it('stops trying when another error comes, and shows it as an error', async () => {
    const soldOut = () => new Response(JSON.stringify({ detail: 'Not enough', code: -214 }), { status: 409 });
    const { fetchMock } = serve(full, soldOut);
    await chooseTwo();
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    await screen.findByText(waitingText);
    const alert = await screen.findByRole('alert', undefined, { timeout: 3000 });
    expect(alert).toHaveTextContent('Nicht genügend (zusammenhängende) Plätze gefunden.');
    await pause(1500);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('"Nicht mehr warten" cancels the next try and leads back to the kept selection', async () => {
    const { fetchMock } = serve(full, () => added(2));
    await chooseTwo();
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    await screen.findByText(waitingText);
    fireEvent.click(screen.getByRole('button', { name: 'Nicht mehr warten' }));
    expect(screen.queryByText(waitingText)).toBeNull();
    expect(screen.getByLabelText('2 × Vollpreis ausgewählt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeEnabled();
    await pause(1500);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/erfolgreich/)).toBeNull();
  });

  it.each(['closing the panel', 'leaving the page'])('%s ends the waiting: no further try', async (how) => {
    const { fetchMock } = serve(full, () => added(2));
    const { unmount } = renderWidget('detail');
    fireEvent.click(opener('Backtag'));
    const more = await screen.findByRole('button', { name: 'Ein Ticket mehr: Vollpreis' });
    fireEvent.click(more);
    await screen.findByLabelText('1 × Vollpreis ausgewählt');
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    await screen.findByText(/Sie sind Nr\. 3 in der Warteschlange/);
    if (how === 'closing the panel') {
      fireEvent.click(screen.getByRole('button', { name: 'Ticketauswahl schließen' }));
      await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    } else {
      unmount();
    }
    await pause(1500);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(Cookies.get('cart_count')).toBeUndefined();
    if (how === 'closing the panel') {
      // Opened again: the selection, not a 'waiting' that no try follows.
      fireEvent.click(opener('Backtag'));
      expect(await screen.findByRole('button', { name: 'In den Warenkorb' })).toBeDisabled();
      expect(screen.queryByText(/Warteschlange/)).toBeNull();
    }
  });
});
