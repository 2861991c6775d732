import ICAL from 'ical.js';

/** The events of a calendar file as a calendar app reads them. */
export function readEvents(text: string) {
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

/** The length of a line in UTF-8 octets, as the 75-octet folding rule counts. */
export const octets = (line: string) => new TextEncoder().encode(line).length;

/** A long title with multi-octet characters, to fold. */
export const czechTitle =
  'Řemeslný den ve skanzenu: kovář, hrnčířka, tkadlena a pekař předvádějí, jak se žilo před sto lety (čeština, žluťoučký kůň)';
