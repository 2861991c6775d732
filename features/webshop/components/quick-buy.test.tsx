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
const answer = (bookable: boolean) =>
  Promise.resolve(
    new Response(JSON.stringify({ offer, quickbuy: true, bookable }), {
      headers: { 'content-type': 'application/json' },
    }),
  );
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
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => answer(true));
    render(card(undefined));
    expect(screen.getByText('Tickets buchen')).toBeTruthy();
    await waitFor(() => expect(openButton()).not.toBeNull());
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('opens the widget with the offer it loads on the first press', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => answer(true));
    render(card(true));
    fireEvent.click(openButton()!);
    expect(await screen.findByRole('button', { name: 'Ein Ticket mehr: Vollpreis' }, { timeout: 5000 })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
