import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildIcs } from './ics';
import { orderCalendar } from '@/features/box-office';
import type { OrderView } from '@/features/box-office/types';
import { buildCalendar, foldLine } from '@/lib/ical';

/** The events of a calendar file as a calendar app reads them. */
function readEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
    };
  });
}

const octets = (line: string) => new TextEncoder().encode(line).length;
const czechTitle =
  'Řemeslný den ve skanzenu: kovář, hrnčířka, tkadlena a pekař předvádějí, jak se žilo před sto lety (čeština, žluťoučký kůň)';

describe('the iCalendar writer', () => {
  it('folds a long Czech title at 75 octets without splitting a character, and ical.js reads it whole', () => {
    const text = buildCalendar(
      [{ uid: 'a@x', start: '2027-05-01T17:30:00.000Z', end: '2027-05-01T19:00:00.000Z', summary: czechTitle }],
      { prodId: '-//Test//DE', stamp: new Date('2027-01-01T00:00:00Z') },
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(lines.every((line) => octets(line) <= 75)).toBe(true);
    // No line holds half a character: each decodes back to itself.
    for (const line of lines)
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(line))).toBe(line);
    expect(text).toContain('VERSION:2.0');
    expect(text).toContain('PRODID:-//Test//DE');
    expect(text).toContain('DTSTAMP:20270101T000000Z');
    expect(readEvents(text)).toEqual([
      expect.objectContaining({ uid: 'a@x', summary: czechTitle, start: '2027-05-01T17:30:00.000Z' }),
    ]);
  });

  it('folds 4-octet characters between characters', () => {
    const folded = foldLine('SUMMARY:' + '🐓'.repeat(40));
    expect(folded.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe('SUMMARY:' + '🐓'.repeat(40));
  });

  it('escapes text so ical.js reads back commas, semicolons, backslashes and line breaks', () => {
    const text = buildCalendar(
      [
        {
          uid: 'b@x',
          start: '2027-05-01T08:00:00Z',
          end: '2027-05-01T09:00:00Z',
          summary: 'Krug; Kleist, Lustspiel',
          description: 'one\r\ntwo\nthree \\ four',
          location: 'Scheune, Hof 3',
        },
      ],
      { prodId: '-//Test//DE' },
    );
    expect(readEvents(text)[0]).toMatchObject({
      summary: 'Krug; Kleist, Lustspiel',
      description: 'one\ntwo\nthree \\ four',
      location: 'Scheune, Hof 3',
    });
  });
});

describe('calendar files of the site', () => {
  it('the event download parses with the right summary, start, end and location', () => {
    const text = buildIcs(
      [
        {
          uid: 'event-7@freilichtmuseum-lindenau',
          start: '2027-07-04T16:00:00.000Z',
          end: '2027-07-04T18:30:00.000Z',
          title: czechTitle,
          location: 'Dorfplatz, Lindenau',
          url: 'https://example.org/cs/program/7',
        },
      ],
      { name: 'Program', now: new Date('2027-01-01T00:00:00Z') },
    );
    expect(text.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);
    expect(readEvents(text)).toEqual([
      {
        uid: 'event-7@freilichtmuseum-lindenau',
        summary: czechTitle,
        location: 'Dorfplatz, Lindenau',
        description: null,
        start: '2027-07-04T16:00:00.000Z',
        end: '2027-07-04T18:30:00.000Z',
      },
    ]);
  });

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
