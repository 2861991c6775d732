import { describe, expect, it } from 'vitest';
import { orderCalendar } from './calendar';
import type { OrderView } from './types';
import { czechTitle, octets, readEvents } from '@/tests/helpers/ical';

describe("an order's calendar file", () => {
  it("the order's calendar parses with one entry per date booked, folded", () => {
    const ticket = (id_jet: number, time_start: string, time_end: string | null) => ({
      code: `T${id_jet}`,
      number: `${id_jet}`,
      id_jet,
      event_title: czechTitle,
      date_start: time_start,
      seat_group_text: '',
      price_text: '',
      unit_price: '8.00',
      time_start,
      time_end,
      checked_in_at: null,
      subscription: null,
      seat: null,
    });
    const order = {
      code: 'K7QX2M4P',
      created_at: '2027-06-01T10:00:00.000Z',
      tickets: [
        ticket(1, '2027-07-04T08:00:00.000Z', '2027-07-04T10:00:00.000Z'),
        ticket(1, '2027-07-04T08:00:00.000Z', '2027-07-04T10:00:00.000Z'),
        ticket(2, '2027-07-05T12:00:00.000Z', null),
      ],
    } as unknown as OrderView;
    const text = orderCalendar(order, {
      location: 'Freilichtmuseum Lindenau, Dorfstraße 1, 01234 Lindenau',
      description: 'Bestellung K7QX2M4P — bitte die Tickets mitbringen.',
      url: 'https://example.org/de/shop/orders/K7QX2M4P',
    });
    expect(text.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);
    const events = readEvents(text);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      uid: 'K7QX2M4P-1@freilichtmuseum-lindenau',
      summary: czechTitle,
      location: 'Freilichtmuseum Lindenau, Dorfstraße 1, 01234 Lindenau',
      start: '2027-07-04T08:00:00.000Z',
      end: '2027-07-04T10:00:00.000Z',
    });
    // Without a known end, two hours.
    expect(events[1]).toMatchObject({ start: '2027-07-05T12:00:00.000Z', end: '2027-07-05T14:00:00.000Z' });
  });
});
