import { describe, expect, it } from 'vitest';
import { eventPlace, productionJsonLd, type MuseumPlace } from './json-ld';

const SITE = 'https://museum.example';
const museum: MuseumPlace = {
  name: 'Freilichtmuseum Lindenau',
  address: { street: 'Am Dorfanger 1', zip: '01234', city: 'Lindenau' },
};
const address = {
  '@type': 'PostalAddress',
  streetAddress: 'Am Dorfanger 1',
  postalCode: '01234',
  addressLocality: 'Lindenau',
  addressCountry: 'DE',
};

const production = (
  venue: { name: string; url: string } | null,
  dates: Parameters<typeof productionJsonLd>[0]['dates'],
) =>
  productionJsonLd({
    title: 'Dorfführung',
    teaser: '',
    url: '/de/produktionen/dorffuehrung/7',
    image: null,
    genre: null,
    cast: [],
    venue,
    dates,
    museum,
    siteUrl: SITE,
    locale: 'de',
  });

describe('every Event in JSON-LD has a location', () => {
  it("gives a production's dates without any venue the museum's own place and address", () => {
    const p = production(null, [
      { url: '/de/programm/veranstaltungen/dorffuehrung/70', date_start: '2026-12-12T13:00:00Z' },
      { url: '/de/programm/veranstaltungen/dorffuehrung/71', date_start: '2026-12-13T13:00:00Z', venue: null },
    ]);
    const events = p.subjectOf as unknown as { location: unknown }[];
    expect(events).toHaveLength(2);
    for (const event of events)
      expect(event.location).toEqual({ '@type': 'Place', name: 'Freilichtmuseum Lindenau', address });
  });

  it("names the date's own venue and room, else the production's", () => {
    const p = production({ name: 'Zehntscheune', url: '/de/venues/zehntscheune/2' }, [
      {
        url: '/de/programm/veranstaltungen/dorffuehrung/72',
        date_start: '2026-12-12T13:00:00Z',
        venue: { name: 'Mühle' },
        room: { name: 'Mahlboden' },
      },
      { url: '/de/programm/veranstaltungen/dorffuehrung/73', date_start: '2026-12-13T13:00:00Z' },
    ]);
    const [first, second] = p.subjectOf as unknown as { location: { name: string } }[];
    expect(first.location).toEqual({ '@type': 'Place', name: 'Mahlboden, Mühle', address });
    expect(second.location.name).toBe('Zehntscheune');
  });

  it('has a place even before the museum has a venue with an address', () => {
    expect(eventPlace([null, undefined], { name: 'Freilichtmuseum Lindenau', address: null })).toEqual({
      '@type': 'Place',
      name: 'Freilichtmuseum Lindenau',
    });
  });
});
