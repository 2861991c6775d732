import { describe, expect, it } from 'vitest';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  museumJsonLd,
  openingHoursJsonLd,
  personJsonLd,
  placeJsonLd,
  productionJsonLd,
  serializeJsonLd,
  websiteJsonLd,
} from '@/features/seo';
import { ticketPageUrl } from './json-ld';

const SITE = 'https://museum.example';

describe('serializeJsonLd', () => {
  it('cannot close the script element it is written into', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>', line: 'a\u2028b' });
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', line: 'a\u2028b' });
  });
});

describe('home page', () => {
  it('has a WebSite whose SearchAction points at the search page', () => {
    const site = websiteJsonLd({
      name: 'Freilichtmuseum Lindenau',
      siteUrl: SITE,
      homePath: '/en',
      searchPath: '/en/search',
      locale: 'en',
    });
    expect(site).toMatchObject({
      '@type': 'WebSite',
      url: `${SITE}/en`,
      potentialAction: { '@type': 'SearchAction', 'query-input': 'required name=search_term_string' },
    });
    expect(JSON.stringify(site)).toContain(`${SITE}/en/search?q={search_term_string}`);
  });

  it('has the Museum with address, position and weekly hours plus dated exceptions', () => {
    const hours = openingHoursJsonLd(
      [
        { weekday: 1, timeFrom: null, timeTo: null, closed: true, validFrom: null, validTo: null },
        {
          weekday: 2,
          timeFrom: '10:00',
          timeTo: '17:00',
          closed: false,
          validFrom: '2027-04-01',
          validTo: '2027-10-31',
        },
        {
          weekday: 3,
          timeFrom: '10:00',
          timeTo: '17:00',
          closed: false,
          validFrom: '2027-04-01',
          validTo: '2027-10-31',
        },
        {
          weekday: 4,
          timeFrom: '10:00',
          timeTo: '18:00',
          closed: false,
          validFrom: '2027-04-01',
          validTo: '2027-10-31',
        },
        // A season that is over says nothing about when to come.
        {
          weekday: 2,
          timeFrom: '09:00',
          timeTo: '16:00',
          closed: false,
          validFrom: '2026-04-01',
          validTo: '2026-10-31',
        },
      ],
      [
        { dateFrom: '2027-12-24', dateTo: '2027-12-26', timeFrom: null, timeTo: null, closed: true },
        { dateFrom: '2027-05-01', dateTo: '2027-05-01', timeFrom: '09:00', timeTo: '20:00', closed: false },
        { dateFrom: '2026-05-01', dateTo: '2026-05-01', timeFrom: '09:00', timeTo: '20:00', closed: false },
      ],
      '2026-11-28',
    );
    const museum = museumJsonLd({
      name: 'Freilichtmuseum Lindenau',
      description: 'Museumsdorf',
      siteUrl: SITE,
      homePath: '/de',
      address: { street: 'Am Dorfanger 1', zip: '09999', city: 'Lindenau' },
      geo: { latitude: 51.05, longitude: 13.24 },
      openingHours: hours,
    });
    expect(museum).toMatchObject({
      '@type': 'Museum',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Am Dorfanger 1',
        postalCode: '09999',
        addressLocality: 'Lindenau',
        addressCountry: 'DE',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 51.05, longitude: 13.24 },
    });
    // Days with the same hours in the same season are one entry listing all of them.
    expect((museum as { openingHoursSpecification?: unknown }).openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '00:00', closes: '00:00' },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Tuesday', 'https://schema.org/Wednesday'],
        opens: '10:00',
        closes: '17:00',
        validFrom: '2027-04-01',
        validThrough: '2027-10-31',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Thursday',
        opens: '10:00',
        closes: '18:00',
        validFrom: '2027-04-01',
        validThrough: '2027-10-31',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2027-12-24',
        validThrough: '2027-12-26',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2027-05-01',
        validThrough: '2027-05-01',
        opens: '09:00',
        closes: '20:00',
      },
    ]);
  });
});

describe('detail pages', () => {
  it('production: CreativeWork with cast, venue and its dates, all URLs absolute', () => {
    const p = productionJsonLd({
      title: 'Der zerbrochne Krug',
      teaser: 'Komödie',
      url: '/de/produktionen/krug/4',
      image: '/media/3/large.webp',
      genre: 'Theater',
      cast: [{ name: 'Jana Novak', role: 'Eve', url: '/de/team/jana-novak/2' }],
      venue: { name: 'Zehntscheune', url: '/de/venues/zehntscheune/2' },
      dates: [{ url: '/de/programm/veranstaltungen/krug/40', date_start: '2027-05-12T17:30:00.000Z' }],
      museum: {
        name: 'Freilichtmuseum Lindenau',
        address: { street: 'Am Dorfanger 1', zip: '01234', city: 'Lindenau' },
      },
      siteUrl: SITE,
      locale: 'de',
    });
    expect(p).toMatchObject({
      '@type': 'CreativeWork',
      name: 'Der zerbrochne Krug',
      url: `${SITE}/de/produktionen/krug/4`,
      image: `${SITE}/media/3/large.webp`,
    });
    expect(p.contributor).toEqual([
      { '@type': 'Person', name: 'Jana Novak', url: `${SITE}/de/team/jana-novak/2`, jobTitle: 'Eve' },
    ]);
    expect(p.subjectOf).toEqual([
      {
        '@type': 'Event',
        name: 'Der zerbrochne Krug',
        startDate: '2027-05-12T17:30:00.000Z',
        url: `${SITE}/de/programm/veranstaltungen/krug/40`,
        location: {
          '@type': 'Place',
          name: 'Zehntscheune',
          address: {
            '@type': 'PostalAddress',
            streetAddress: 'Am Dorfanger 1',
            postalCode: '01234',
            addressLocality: 'Lindenau',
            addressCountry: 'DE',
          },
        },
      },
    ]);
  });

  it('venue: Place with address, geo, map and rooms', () => {
    const v = placeJsonLd({
      name: 'Zehntscheune',
      description: 'Spielstätte',
      url: '/de/venues/zehntscheune/2',
      image: null,
      address: { street: 'Scheunenweg 4', zip: '09999', city: 'Lindenau' },
      geo: { latitude: null, longitude: null },
      mapUrl: 'https://www.openstreetmap.org/search?query=x',
      rooms: [{ name: 'Empore' }],
      siteUrl: SITE,
    });
    expect(v).toMatchObject({
      '@type': 'Place',
      address: { streetAddress: 'Scheunenweg 4' },
      hasMap: 'https://www.openstreetmap.org/search?query=x',
      containsPlace: [{ '@type': 'Place', name: 'Empore' }],
    });
    expect(v).not.toHaveProperty('geo');
  });

  it('person: Person working for the museum', () => {
    const p = personJsonLd({
      name: 'Jana Novak',
      role: 'Regie',
      biography: 'Bio',
      url: '/de/team/jana-novak/2',
      image: null,
      organization: 'Freilichtmuseum Lindenau',
      siteUrl: SITE,
      productions: [],
    });
    expect(p).toMatchObject({
      '@type': 'Person',
      jobTitle: 'Regie',
      worksFor: { '@type': 'Organization', name: 'Freilichtmuseum Lindenau' },
      url: `${SITE}/de/team/jana-novak/2`,
    });
  });

  it('article: author, both dates and image; the museum stands in for a missing author', () => {
    const base = {
      title: 'Backtag',
      teaser: 'Brot',
      url: '/de/mediathek-de/backtag/5',
      image: '/media/9/large.webp',
      datePublished: '2026-05-01T08:00:00.000Z',
      dateModified: '2026-05-03T08:00:00.000Z',
      tags: ['Brot'],
      publisher: 'Freilichtmuseum Lindenau',
      siteUrl: SITE,
      locale: 'de',
    };
    expect(articleJsonLd({ ...base, author: 'Jana Novak' })).toMatchObject({
      '@type': 'Article',
      headline: 'Backtag',
      author: { '@type': 'Person', name: 'Jana Novak' },
      datePublished: base.datePublished,
      dateModified: base.dateModified,
      image: [`${SITE}/media/9/large.webp`],
    });
    expect(articleJsonLd({ ...base, author: '' }).author).toEqual({
      '@type': 'Organization',
      name: 'Freilichtmuseum Lindenau',
      url: SITE,
    });
  });

  it('breadcrumb: positions from 1, links absolute, the current page without one', () => {
    expect(
      breadcrumbJsonLd(
        [{ label: 'Start', href: '/de' }, { label: 'Team', href: '/de/team' }, { label: 'Jana Novak' }],
        SITE,
      ).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Start', item: `${SITE}/de` },
      { '@type': 'ListItem', position: 2, name: 'Team', item: `${SITE}/de/team` },
      { '@type': 'ListItem', position: 3, name: 'Jana Novak' },
    ]);
  });
});

describe('event offers.url', () => {
  const event = { url: '/en/program/events/bread/12', offer: null, id_jet: null, ticket_url: null };
  it("is the box office page in the page's language, not the stored unprefixed path", () => {
    expect(ticketPageUrl({ ...event, id_jet: 40047, ticket_url: '/webshop/event/40047' }, 'en')).toBe(
      '/en/webshop/event/40047',
    );
    expect(ticketPageUrl({ ...event, id_jet: 40047, offer: { prices: [] } as never }, 'cs')).toBe(
      '/cs/webshop/event/40047',
    );
  });
  it('keeps an outside ticket site, prefixes other webshop paths and leaves the shop entries alone', () => {
    expect(ticketPageUrl({ ...event, ticket_url: 'https://tickets.example/x' }, 'de')).toBe(
      'https://tickets.example/x',
    );
    expect(ticketPageUrl({ ...event, ticket_url: '/webshop/vouchers' }, 'de')).toBe('/de/webshop/vouchers');
    expect(ticketPageUrl({ ...event, ticket_url: '/testshop' }, 'de')).toBe('/testshop');
    expect(ticketPageUrl(event, 'en')).toBe(event.url);
  });
});
