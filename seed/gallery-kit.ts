import type { Locale } from '@/i18n/config';

/**
 * Small helpers for the module gallery and home page seeds: every text in three languages, block
 * ids unique within the seed, site paths per language.
 */
export type L = Record<Locale, string>;
export const l = (de: string, en: string, cs: string): L => ({ de, en, cs });

let counter = 0;
export const bid = (kind: string) => `${kind}-g${++counter}`;

export const sitePaths = {
  home: l('/de', '/en', '/cs'),
  visit: l('/de/besuch', '/en/visit', '/cs/navsteva'),
  hours: l('/de/besuch/oeffnungszeiten', '/en/visit/opening-hours', '/cs/navsteva/oteviraci-doba'),
  directions: l('/de/besuch/anreise', '/en/visit/getting-here', '/cs/navsteva/doprava'),
  access: l('/de/besuch/barrierefreiheit', '/en/visit/accessibility', '/cs/navsteva/bezbarierovost'),
  village: l('/de/museumsdorf', '/en/museum-village', '/cs/muzejni-vesnice'),
  houses: l('/de/museumsdorf/haeuser', '/en/museum-village/houses', '/cs/muzejni-vesnice/domy'),
  history: l('/de/museumsdorf/geschichte', '/en/museum-village/history', '/cs/muzejni-vesnice/historie'),
  events: l('/de/programm/veranstaltungen', '/en/program/events', '/cs/program/udalosti'),
  magazine: l('/de/mediathek-de', '/en/mediathek-en', '/cs/mediathek-de'),
  winter: l('/de/winterzauber', '/en/winter-magic', '/cs/zimni-kouzlo'),
};

export type SiteLink = keyof typeof sitePaths;

/** ISO instant `days` from `now` (negative: in the past). */
export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
