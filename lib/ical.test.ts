import { describe, expect, it } from 'vitest';
import { buildCalendar, foldLine } from './ical';
import { czechTitle, octets, readEvents } from '@/tests/helpers/ical';

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
