import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuickBuy } from './quick-buy.client';
import type { TicketOffer } from '@/features/box-office/types';
import { bookingWidgetTexts } from '../server/widget-texts';

vi.mock('server-only', () => ({}));
vi.mock('next-intl/server', async () => (await import('@/tests/helpers/intl-server')).intlServer);
vi.mock(
  './booking-widget/panel-messages',
  async () => (await import('@/tests/helpers/panel-messages')).panelMessagesMock,
);

const texts = await bookingWidgetTexts('de');
const offer: TicketOffer = {
  id_jet: 4711,
  date_start: '2030-06-01T08:00:00Z',
  seat_groups: [
    {
      id: 1,
      seat_group: '101',
      status: '1',
      text: 'Freie Platzwahl',
      timeslots: [],
      prices: [
        {
          id: 2,
          price: '12.00',
          sale_type_id: 2,
          seat_group: '101',
          text: 'Vollpreis',
          name: 'Vollpreis',
          has_discounts: false,
        },
      ],
    },
  ],
  prices: [
    {
      id: 2,
      price: '12.00',
      sale_type_id: 2,
      seat_group: '101',
      text: 'Vollpreis',
      name: 'Vollpreis',
      has_discounts: false,
    },
  ],
};

const QuickBuyCard = ({ bookable = true, idJet = 4711 }: { bookable?: boolean; idJet?: number }) => (
  <QuickBuy
    texts={texts}
    idJet={idJet}
    bookable={bookable}
    title="Brotbacken"
    ticketUrl="/de/webshop/event/4711"
    dateStart={offer.date_start!}
    fallback={<span>Tickets buchen</span>}
    boxClassName="quick-buy"
    icon={<svg aria-hidden="true" />}
  />
);
const card = (bookable: boolean | undefined) => (
  <QuickBuy
    texts={texts}
    idJet={4711}
    bookable={bookable}
    title="Brotbacken"
    ticketUrl="/de/webshop/event/4711"
    dateStart={offer.date_start!}
    fallback={<span>Tickets buchen</span>}
    boxClassName="quick-buy"
    icon={<svg aria-hidden="true" />}
  />
);
const json = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
/** The offer for /api/shop-offers/; the places left (none known, or `places`) for /api/shop-availability/. */
const answer =
  (bookable: boolean, places: unknown[] = []) =>
  (url: string | URL | Request) =>
    String(url).startsWith('/api/shop-availability/')
      ? json({ dates: places })
      : json({ offer, quickbuy: true, bookable });
/** Requests for the date's offer (the card's places left are asked apart, once per page). */
const offerCalls = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/shop-offers/'));
const openButton = () => screen.queryByRole('button', { name: 'Tickets für Brotbacken auswählen' });

describe('quick-buy on an events list card', () => {
  afterEach(() => vi.restoreAllMocks());

  it("is a link to the date's ticket page in the server HTML, drawn as the button that replaces it, so it works without JavaScript", () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const html = renderToString(card(true));
    expect(html).toMatch(
      /<a class="button" href="\/de\/webshop\/event\/4711" aria-label="Tickets für Brotbacken auswählen">.*Tickets<\/a>/,
    );
    expect(html).not.toContain('<button');
    expect(fetch).not.toHaveBeenCalled();
    // A card from the API, whose offer is not known yet, and one that sells nothing: the card's link.
    expect(renderToString(card(undefined))).toContain('Tickets buchen');
    expect(renderToString(card(false))).toContain('Tickets buchen');
  });

  it('shows its button without asking for the offer when the server said the card offers quick-buy', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    render(card(true));
    expect(openButton()).not.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the link without a request when the server said it does not', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    render(card(false));
    expect(screen.getByText('Tickets buchen')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for the offer after mount when the card came from the API', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(answer(true));
    render(card(undefined));
    expect(screen.getByText('Tickets buchen')).toBeTruthy();
    await waitFor(() => expect(openButton()).not.toBeNull());
    expect(offerCalls(fetch)).toHaveLength(1);
  });

  it('opens the widget with the offer it loads on the first press', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(answer(true));
    render(card(true));
    fireEvent.click(openButton()!);
    expect(await screen.findByRole('button', { name: 'Ein Ticket mehr: Vollpreis' }, { timeout: 5000 })).toBeTruthy();
    expect(offerCalls(fetch)).toHaveLength(1);
  });

  it('says "Ausverkauft" instead of any Tickets button or link on a sold-out date', async () => {
    // A date of its own: the page keeps what it learnt about a date (the cards above asked for 4711).
    const sold = { id_jet: 4713, left: 0, state: 'soldOut', text: 'Ausverkauft', groups: { '101': 0 } };
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(answer(true, [sold]));
    render(<QuickBuyCard idJet={4713} />);
    expect(await screen.findByText('Ausverkauft')).toBeTruthy();
    expect(openButton()).toBeNull();
    expect(screen.queryByText('Tickets buchen')).toBeNull();
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/shop-availability/?ids=4713&lang=de']);
  });

  it('keeps the button and says how few places are left', async () => {
    const few = { id_jet: 4712, left: 3, state: 'few', text: 'Nur noch 3 Plätze', groups: { '101': 3 } };
    vi.spyOn(globalThis, 'fetch').mockImplementation(answer(true, [few]));
    render(<QuickBuyCard idJet={4712} />);
    expect(await screen.findByText('Nur noch 3 Plätze')).toBeTruthy();
    expect(openButton()).not.toBeNull();
  });
});
