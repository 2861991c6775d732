/**
 * The one iCalendar (RFC 5545) writer: the programme's add-to-calendar files and feed, and the
 * calendar file of a box office order. Lines end in CRLF and are folded at 75 octets without
 * splitting a character; text values are escaped; times are written in UTC, so every calendar app
 * converts them to its reader's zone without needing a VTIMEZONE block.
 */

export type CalendarEntry = {
  /** Globally unique and stable across downloads, so a calendar updates the entry instead of adding one. */
  uid: string;
  start: Date | string;
  end: Date | string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  status?: 'CONFIRMED' | 'CANCELLED';
};

export type CalendarOptions = {
  /** The product identifier, e.g. -//Freilichtmuseum Lindenau//Programm//DE. */
  prodId: string;
  /** A name calendar apps show for a subscribed feed. */
  name?: string;
  /** When the file was written (DTSTAMP of every entry). */
  stamp?: Date | string;
};

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function icalText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A UTC date-time, e.g. 20270501T173000Z. */
function icalUtc(instant: Date | string): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A URI value: no escaping, but no control character may break the line. */
const uri = (value: string) => value.replace(/[\u0000-\u001f\u007f]/g, '');

const octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** Folds a content line at 75 octets; continuation lines start with one space (which counts). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const n = octets(char.codePointAt(0)!);
    if (size + n > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A whole VCALENDAR with one VEVENT per entry. */
export function buildCalendar(entries: CalendarEntry[], options: CalendarOptions): string {
  const stamp = icalUtc(options.stamp ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${icalText(options.prodId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [`X-WR-CALNAME:${icalText(options.name)}`, 'X-WR-TIMEZONE:Europe/Berlin'] : []),
  ];
  for (const entry of entries) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${icalText(entry.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icalUtc(entry.start)}`,
      `DTEND:${icalUtc(entry.end)}`,
      `SUMMARY:${icalText(entry.summary)}`,
      ...(entry.description ? [`DESCRIPTION:${icalText(entry.description)}`] : []),
      ...(entry.location ? [`LOCATION:${icalText(entry.location)}`] : []),
      ...(entry.url ? [`URL:${uri(entry.url)}`] : []),
      ...(entry.status ? [`STATUS:${entry.status}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
