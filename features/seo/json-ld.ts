import type {
  Article,
  CreativeWork,
  Museum,
  OpeningHoursSpecification,
  Person,
  Place,
  PostalAddress,
  SearchAction,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';

/**
 * schema.org builders for the page types (typed with schema-dts, so a wrong property fails the type
 * check). Pure: callers pass plain data and the site's origin; every URL in the output is absolute.
 */

const absoluteUrl = (path: string | null | undefined, siteUrl: string) =>
  path ? new URL(path, siteUrl).toString() : undefined;

export type AddressInput = { street: string; zip: string; city: string; country?: string };
export type GeoInput = { latitude: number | null; longitude: number | null };

function postalAddress(a: AddressInput): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: a.street,
    postalCode: a.zip,
    addressLocality: a.city,
    addressCountry: a.country ?? 'DE',
  };
}

function geo(g: GeoInput) {
  return g.latitude != null && g.longitude != null
    ? { geo: { '@type': 'GeoCoordinates' as const, latitude: g.latitude, longitude: g.longitude } }
    : {};
}

/** The museum as a place: its name and the address of its main venue (none before any venue exists). */
export type MuseumPlace = { name: string; address: AddressInput | null };

/**
 * Where an Event takes place: the venue (and room) it names, on the museum's grounds (its address), or
 * the museum itself when it names none. Every Event gets one: search engines drop an Event without it.
 */
export function eventPlace(names: (string | null | undefined)[], museum: MuseumPlace): Place {
  return {
    '@type': 'Place',
    name: names.filter(Boolean).join(', ') || museum.name,
    ...(museum.address ? { address: postalAddress(museum.address) } : {}),
  };
}

/** WebSite with the sitewide search as SearchAction (sitelinks search box). */
export function websiteJsonLd(input: {
  name: string;
  siteUrl: string;
  homePath: string;
  searchPath: string;
  locale: string;
}): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${absoluteUrl(input.searchPath, input.siteUrl)}?q={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: input.name,
    url: absoluteUrl(input.homePath, input.siteUrl),
    inLanguage: input.locale,
    potentialAction: search,
  };
}

export type WeeklyHours = {
  weekday: number;
  timeFrom: string | null;
  timeTo: string | null;
  closed: boolean;
  validFrom: string | null;
  validTo: string | null;
};
export type DatedHours = {
  dateFrom: string;
  dateTo: string;
  timeFrom: string | null;
  timeTo: string | null;
  closed: boolean;
};

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
type DayOfWeek = `https://schema.org/${(typeof DAYS)[number]}`;

/**
 * Regular hours of the seasons not yet over on `today` (a Berlin date), days with the same hours in one
 * season written once with all their days, then the dated exceptions. A closed day is written the way
 * Google documents it: opens and closes both 00:00. (One entry per weekday and season, past seasons
 * included, made the home page's Museum 8.7 kB, sent twice: in the HTML and in its flight data.)
 */
export function openingHoursJsonLd(
  weekly: WeeklyHours[],
  exceptions: DatedHours[],
  today: string,
): OpeningHoursSpecification[] {
  const spec = (h: { timeFrom: string | null; timeTo: string | null; closed: boolean }) =>
    h.closed || !h.timeFrom || !h.timeTo
      ? { opens: '00:00', closes: '00:00' }
      : { opens: h.timeFrom, closes: h.timeTo };
  const seasons = new Map<
    string,
    { days: DayOfWeek[]; hours: { opens: string; closes: string; validFrom?: string; validThrough?: string } }
  >();
  for (const h of weekly) {
    if (h.weekday < 0 || h.weekday > 6 || (h.validTo && h.validTo < today)) continue;
    const hours = {
      ...spec(h),
      ...(h.validFrom ? { validFrom: h.validFrom } : {}),
      ...(h.validTo ? { validThrough: h.validTo } : {}),
    };
    const key = JSON.stringify(hours);
    const day = `https://schema.org/${DAYS[h.weekday]}` as const;
    const season = seasons.get(key);
    if (season) season.days.push(day);
    else seasons.set(key, { days: [day], hours });
  }
  return [
    ...[...seasons.values()].map(({ days, hours }) => ({
      '@type': 'OpeningHoursSpecification' as const,
      dayOfWeek: days.length === 1 ? days[0] : days,
      ...hours,
    })),
    ...exceptions
      .filter((h) => h.dateTo >= today)
      .map((h) => ({
        '@type': 'OpeningHoursSpecification' as const,
        validFrom: h.dateFrom,
        validThrough: h.dateTo,
        ...spec(h),
      })),
  ];
}

/** The museum itself (home page): address and position of its main venue, opening hours. */
export function museumJsonLd(input: {
  name: string;
  description: string;
  siteUrl: string;
  homePath: string;
  address: AddressInput | null;
  geo: GeoInput | null;
  openingHours: OpeningHoursSpecification[];
  image?: string | null;
}): WithContext<Museum> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Museum',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.homePath, input.siteUrl),
    ...(input.image ? { image: absoluteUrl(input.image, input.siteUrl) } : {}),
    ...(input.address ? { address: postalAddress(input.address) } : {}),
    ...(input.geo ? geo(input.geo) : {}),
    isAccessibleForFree: false,
    publicAccess: true,
    openingHoursSpecification: input.openingHours,
  };
}

/** A production: the work performed on several dates (its dates are Events of their own pages). */
export function productionJsonLd(p: {
  title: string;
  teaser: string;
  url: string;
  image: string | null;
  genre: string | null;
  cast: { name: string; role: string; url: string }[];
  venue: { name: string; url: string } | null;
  /** The dates, each with where it takes place when the date names a venue (and room). */
  dates: { url: string; date_start: string; venue?: { name: string } | null; room?: { name: string } | null }[];
  /** The museum's own place: where a date without a venue of its own (nor the production's) takes place. */
  museum: MuseumPlace;
  siteUrl: string;
  locale: string;
}): WithContext<CreativeWork> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: p.title,
    description: p.teaser || undefined,
    url: absoluteUrl(p.url, p.siteUrl),
    inLanguage: p.locale,
    ...(p.image ? { image: absoluteUrl(p.image, p.siteUrl) } : {}),
    ...(p.genre ? { genre: p.genre } : {}),
    ...(p.cast.length
      ? {
          contributor: p.cast.map((c) => ({
            '@type': 'Person' as const,
            name: c.name,
            url: absoluteUrl(c.url, p.siteUrl),
            ...(c.role ? { jobTitle: c.role } : {}),
          })),
        }
      : {}),
    ...(p.venue
      ? { locationCreated: { '@type': 'Place' as const, name: p.venue.name, url: absoluteUrl(p.venue.url, p.siteUrl) } }
      : {}),
    ...(p.dates.length
      ? {
          subjectOf: p.dates.map((d) => ({
            '@type': 'Event' as const,
            startDate: d.date_start,
            url: absoluteUrl(d.url, p.siteUrl),
            name: p.title,
            // Search engines drop an Event without a location: the date's venue, the production's, or the museum.
            location: eventPlace([d.room?.name, d.venue?.name ?? p.venue?.name], p.museum),
          })),
        }
      : {}),
  };
}

/** A venue of the museum village. */
export function placeJsonLd(v: {
  name: string;
  description: string;
  url: string;
  image: string | null;
  address: AddressInput;
  geo: GeoInput;
  mapUrl: string | null;
  rooms: { name: string }[];
  siteUrl: string;
}): WithContext<Place> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Place',
    name: v.name,
    description: v.description.slice(0, 500) || undefined,
    url: absoluteUrl(v.url, v.siteUrl),
    ...(v.image ? { image: absoluteUrl(v.image, v.siteUrl) } : {}),
    address: postalAddress(v.address),
    ...geo(v.geo),
    ...(v.mapUrl ? { hasMap: v.mapUrl } : {}),
    ...(v.rooms.length ? { containsPlace: v.rooms.map((r) => ({ '@type': 'Place' as const, name: r.name })) } : {}),
  };
}

/** A team member. */
export function personJsonLd(p: {
  name: string;
  role: string;
  biography: string;
  url: string;
  image: string | null;
  organization: string;
  siteUrl: string;
  productions: { title: string; url: string }[];
}): WithContext<Person> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: p.name,
    ...(p.role ? { jobTitle: p.role } : {}),
    description: p.biography.slice(0, 500) || undefined,
    url: absoluteUrl(p.url, p.siteUrl),
    ...(p.image ? { image: absoluteUrl(p.image, p.siteUrl) } : {}),
    worksFor: { '@type': 'Organization', name: p.organization, url: p.siteUrl },
    ...(p.productions.length
      ? {
          subjectOf: p.productions.map((x) => ({
            '@type': 'CreativeWork' as const,
            name: x.title,
            url: absoluteUrl(x.url, p.siteUrl),
          })),
        }
      : {}),
  };
}

/** A magazine article with author, dates and image. */
export function articleJsonLd(a: {
  title: string;
  teaser: string;
  url: string;
  image: string | null;
  author: string;
  datePublished: string;
  dateModified: string;
  tags: string[];
  publisher: string;
  siteUrl: string;
  locale: string;
}): WithContext<Article> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title.slice(0, 110),
    description: a.teaser || undefined,
    url: absoluteUrl(a.url, a.siteUrl),
    mainEntityOfPage: absoluteUrl(a.url, a.siteUrl),
    inLanguage: a.locale,
    datePublished: a.datePublished,
    dateModified: a.dateModified,
    author: a.author
      ? { '@type': 'Person', name: a.author }
      : { '@type': 'Organization', name: a.publisher, url: a.siteUrl },
    publisher: { '@type': 'Organization', name: a.publisher, url: a.siteUrl },
    ...(a.image ? { image: [absoluteUrl(a.image, a.siteUrl)!] } : {}),
    ...(a.tags.length ? { keywords: a.tags.join(', ') } : {}),
  };
}
