/**
 * iCalendar (RFC 5545) text for one event (add to calendar) or a feed of the filtered list.
 * Times are written in UTC, so calendar apps convert them to the reader's zone correctly.
 */
export type IcsEvent = {
  uid: string;
  start: string;
  end: string | null;
  title: string;
  description?: string;
  location?: string;
  url?: string;
  status?: string;
};

function stamp(iso: string) {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes text values (backslash, semicolon, comma, newline). */
export function icsText(value: string) {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds lines longer than 75 octets, as the format requires. */
function fold(line: string) {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char, 'utf8') > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(events: IcsEvent[], options: { name: string; now?: Date }) {
  const now = stamp((options.now ?? new Date()).toISOString());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Freilichtmuseum Lindenau//Programm//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(options.name)}`,
    'X-WR-TIMEZONE:Europe/Berlin',
  ];
  for (const event of events) {
    const end = event.end ?? new Date(new Date(event.start).getTime() + 3600_000).toISOString();
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${now}`,
      `DTSTART:${stamp(event.start)}`,
      `DTEND:${stamp(end)}`,
      `SUMMARY:${icsText(event.title)}`,
      ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
      ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
      ...(event.url ? [`URL:${event.url}`] : []),
      `STATUS:${event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
