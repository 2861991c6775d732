import { describe, expect, it } from 'vitest';
import { buildIcs } from './ics';
import { czechTitle, octets, readEvents } from '@/tests/helpers/ical';

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
});
