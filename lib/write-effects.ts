import { invalidate, TAGS } from './cache';

/**
 * What each write affects: for every kind of record staff, visitors or background jobs write, the
 * cache tags of every public reader that shows it (lists, details, the programme's filters, the shop,
 * the sitemap). The one table all write paths take their tags from: the resource routes through
 * `tags` of defineResource, the editor's publishing, the box office's sales and cancellations, the
 * background jobs. A reader that starts showing a kind gets its tag added here, once, and every path
 * that writes the kind expires it.
 *
 * Who reads which tag (so the table can be checked against it): the programme list (events,
 * programmeOptions, venues, series, productions); an event's page (events, ticketOffers, team); the
 * shop (ticketOffers, events, series, venues); the sitemap (pages, events, productions, series,
 * venues, team, articles, forms); production, series, venue and team pages their own tag with events.
 */
const PROGRAMME = [TAGS.events, TAGS.programmeOptions, TAGS.productions, TAGS.series, TAGS.venues] as const;

export const AFFECTS = {
  /** An event date (its offer included): programme list, its page, the shop, the sitemap. */
  event: [...PROGRAMME, TAGS.ticketOffers],
  /** A date moved to another time by the box office (refunds' date move): as an event. */
  'event-move': [...PROGRAMME, TAGS.ticketOffers],
  /** Seats sold, held, released or cancelled (checkout, counter, seat desk, refunds): "sold out" and "N left". */
  sale: [TAGS.ticketOffers, TAGS.events],
  /** A date's offer alone (prices, seat groups, timeslots). */
  'ticket-offer': [TAGS.ticketOffers, TAGS.events],
  'seat-plan': [TAGS.ticketOffers],
  production: [TAGS.productions, TAGS.events, TAGS.team, TAGS.venues],
  series: [TAGS.series, TAGS.events, TAGS.programmeOptions],
  venue: [TAGS.venues, TAGS.events, TAGS.programmeOptions, TAGS.pages],
  person: [TAGS.team, TAGS.productions, TAGS.events],
  'person-category': [TAGS.team],
  /** Event tags and genres: the programme's filters and the dates that carry them. */
  'event-taxonomy': [TAGS.programmeOptions, TAGS.events],
  /** Production tags and seasons. */
  'production-taxonomy': [TAGS.programmeOptions, TAGS.productions],
  'exhibition-type': [TAGS.programmeOptions, TAGS.events, TAGS.productions],
  article: [TAGS.articles, TAGS.pages],
  'article-category': [TAGS.articles, TAGS.pages],
  'article-tag': [TAGS.articles],
  /** An image's record (alt text, credit, crops): every page that may show it. */
  media: [
    TAGS.media,
    TAGS.pages,
    TAGS.events,
    TAGS.eventTeasers,
    TAGS.productions,
    TAGS.articles,
    TAGS.venues,
    TAGS.team,
    TAGS.series,
  ],
  /** A new upload: nothing public shows it until a record refers to it. */
  'media-upload': [TAGS.media],
  /** A page's record (paths, online, menu); with the id, that page's own tag. */
  page: [TAGS.pages, TAGS.navigation, TAGS.redirects],
  /** A page's content published, or its settings changed where the menu shows them (title, path, online). */
  'page-content': [TAGS.pages, TAGS.navigation],
  /** A section of a page saved, or page settings the menu does not show. */
  'page-section': [TAGS.pages],
  navigation: [TAGS.navigation, TAGS.pages],
  form: [TAGS.forms, TAGS.pages],
  'site-settings': [TAGS.siteSettings, TAGS.designSettings, TAGS.pages],
  redirects: [TAGS.redirects],
  'opening-hours': [TAGS.openingHours],
  alert: [TAGS.breakingNews],
  /** Records no public page shows (staff accounts, billing settings). */
  internal: [],
} as const satisfies Record<string, readonly string[]>;

export type WriteKind = keyof typeof AFFECTS;

/** The tags a write of this kind expires, with record tags such as TAGS.page(id) added. */
export function affects(kind: WriteKind, ...extra: string[]): string[] {
  return [...new Set([...AFFECTS[kind], ...extra])];
}

/** Expires everything a write of this kind affects (after its transaction committed). */
export function invalidateWrite(kind: WriteKind, ...extra: string[]) {
  invalidate(...affects(kind, ...extra));
}
