import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabase } from '../helpers/db';
import { resourceClient, staffAuth, type Json } from '../helpers/resource';
import * as eventsRoute from '@/app/[locale]/api/events/route';
import * as eventRoute from '@/app/[locale]/api/events/[id]/route';
import * as productionsRoute from '@/app/[locale]/api/productions/route';
import * as productionRoute from '@/app/[locale]/api/productions/[id]/route';
import * as seriesListRoute from '@/app/[locale]/api/series/route';
import * as seriesRoute from '@/app/[locale]/api/series/[id]/route';
import * as venuesRoute from '@/app/[locale]/api/venues/route';
import * as venueRoute from '@/app/[locale]/api/venues/[id]/route';
import * as personsRoute from '@/app/[locale]/api/persons/route';
import * as personRoute from '@/app/[locale]/api/persons/[id]/route';
import * as articlesRoute from '@/app/[locale]/api/articles/route';
import * as articleRoute from '@/app/[locale]/api/articles/[id]/route';
import * as formsRoute from '@/app/[locale]/api/forms/route';
import * as formRoute from '@/app/[locale]/api/forms/[id]/route';
import { listEvents } from '@/features/events/server';
import { sitemapResponse } from '@/features/seo/server';
import { AFFECTS } from '@/lib/write-effects';
import { TAGS } from '@/lib/cache';

// Next's caching as the server does it: cached readers keep their answer until a tag of theirs expires.
vi.mock('next/cache', async () => (await import('../helpers/tag-cache')).tagCache);

/**
 * A write through the back office's resource routes is seen at once by the programme list and the
 * sitemap as their cached readers give them (the production server's data cache): every write
 * expires what it affects (lib/write-effects.ts), so nothing waits for the readers' ten minutes.
 */
let auth: Awaited<ReturnType<typeof staffAuth>>;
const client = (collection: unknown, item: unknown, base: string) =>
  resourceClient({ collection, item } as never, base, 'de');
const api = {
  event: client(eventsRoute, eventRoute, '/de/api/events/'),
  production: client(productionsRoute, productionRoute, '/de/api/productions/'),
  series: client(seriesListRoute, seriesRoute, '/de/api/series/'),
  venue: client(venuesRoute, venueRoute, '/de/api/venues/'),
  person: client(personsRoute, personRoute, '/de/api/persons/'),
  article: client(articlesRoute, articleRoute, '/de/api/articles/'),
  form: client(formsRoute, formRoute, '/de/api/forms/'),
};

beforeAll(async () => {
  const { db } = await testDatabase({ demo: true });
  auth = await staffAuth(db, 'editor');
}, 180_000);

const inDays = (days: number) => new Date(Date.now() + days * 86400_000).toISOString();
/** The programme list's first page of 500 as the list page reads it (cached). */
const programme = async () => (await listEvents({}, 'de', 1, 500)).results.map((e) => `${e.id} ${e.title}`);
const sitemap = async () => (await sitemapResponse('https://museum.example')).text();
/** A record's German URL in the sitemap: /de/…/{slug}/{id} (a change of the German slug leaves the others). */
const listed = (xml: string, slug: string, id: number) =>
  new RegExp(`<loc>https://museum\\.example/de/[^<]*/${encodeURIComponent(slug)}/${id}</loc>`).test(xml);
const slugOf = (record: Json) => (typeof record.slug === 'string' ? record.slug : (record.slug as Json).de) as string;

async function ok(res: Promise<{ status: number; json: Json; text: string }>, status = 200) {
  const answer = await res;
  expect(answer.status, answer.text).toBe(status);
  return answer.json;
}

describe('a write is seen at once by the cached programme list and sitemap', () => {
  it('event dates: created, renamed and deleted', async () => {
    // Both readers have their answer cached before the write.
    const before = await programme();
    await sitemap();
    const created = await ok(api.event.create({ title: { de: 'Laternenumzug' }, date_start: inDays(3) }, auth), 201);
    const id = created.id as number;
    expect(before.some((e) => e.startsWith(`${id} `))).toBe(false);
    expect(await programme()).toContain(`${id} Laternenumzug`);
    expect(listed(await sitemap(), slugOf(created), id)).toBe(true);

    const renamed = await ok(
      api.event.patch(id, { title: { de: 'Großer Laternenumzug' }, slug: { de: 'grosser-laternenumzug' } }, auth),
    );
    expect(await programme()).toContain(`${id} Großer Laternenumzug`);
    const xml = await sitemap();
    expect(listed(xml, slugOf(renamed), id)).toBe(true);
    expect(listed(xml, slugOf(created), id)).toBe(false);

    await ok(api.event.patch(id, { is_online: false }, auth));
    expect((await programme()).some((e) => e.startsWith(`${id} `))).toBe(false);
    await ok(api.event.patch(id, { is_online: true }, auth));
    expect(await programme()).toContain(`${id} Großer Laternenumzug`);

    await ok(api.event.remove(id, auth));
    expect((await programme()).some((e) => e.startsWith(`${id} `))).toBe(false);
    expect(listed(await sitemap(), slugOf(renamed), id)).toBe(false);
  });

  it('a production renamed shows its new name on its dates in the programme list', async () => {
    const production = await ok(api.production.create({ title: { de: 'Schattenspiel' } }, auth), 201);
    const date = await ok(
      api.event.create({ title: { de: 'Schattenspiel' }, date_start: inDays(4), production_id: production.id }, auth),
      201,
    );
    const listedProduction = async () =>
      (await listEvents({}, 'de', 1, 500)).results.find((e) => e.id === date.id)?.production?.name;
    expect(await listedProduction()).toBe('Schattenspiel');
    await ok(api.production.patch(production.id as number, { title: { de: 'Schattentheater' } }, auth));
    expect(await listedProduction()).toBe('Schattentheater');
  });

  for (const [kind, create, change] of [
    ['production', { title: { de: 'Dorfgeschichten' } }, { slug: { de: 'dorfgeschichten-neu' } }],
    ['series', { name: { de: 'Abendreihe' } }, { slug: { de: 'abendreihe-neu' } }],
    [
      'venue',
      { name: { de: 'Alte Scheune' }, street: 'Feldweg 1', zip: '01234', city: 'Museumsdorf' },
      { slug: { de: 'alte-scheune-neu' } },
    ],
    ['person', { first_name: 'Greta', last_name: 'Weber' }, { slug: 'greta-weber-neu' }],
    ['article', { title: { de: 'Vom Korn zum Brot' }, published_at: inDays(-1) }, { slug: { de: 'korn-brot-neu' } }],
    [
      'form',
      { title: { de: 'Anmeldung Flechtkurs' }, fields: [{ slug: 'name', label: { de: 'Name' }, field_type: 1 }] },
      { slug: { de: 'flechtkurs-neu' } },
    ],
  ] as const) {
    it(`${kind}: created, its address changed and deleted, the sitemap follows`, async () => {
      const resource = api[kind];
      await sitemap();
      const created = await ok(resource.create(create, auth), 201);
      const id = created.id as number;
      expect(listed(await sitemap(), slugOf(created), id)).toBe(true);
      const changed = await ok(resource.patch(id, change, auth));
      expect(slugOf(changed)).not.toBe(slugOf(created));
      const xml = await sitemap();
      expect(listed(xml, slugOf(changed), id)).toBe(true);
      expect(listed(xml, slugOf(created), id)).toBe(false);
      await ok(resource.remove(id, auth));
      expect(listed(await sitemap(), slugOf(changed), id)).toBe(false);
    });
  }
});

describe('the table of what each write affects', () => {
  it('lets every kind the sitemap or the programme list shows expire their readers', () => {
    const sitemapTags: string[] = [
      TAGS.pages,
      TAGS.events,
      TAGS.productions,
      TAGS.series,
      TAGS.venues,
      TAGS.team,
      TAGS.articles,
      TAGS.forms,
    ];
    for (const kind of ['event', 'production', 'series', 'venue', 'person', 'article', 'form', 'page'] as const)
      expect(
        AFFECTS[kind].some((tag) => sitemapTags.includes(tag)),
        kind,
      ).toBe(true);
    for (const kind of ['event', 'event-move', 'production', 'series', 'venue', 'person', 'event-taxonomy'] as const)
      expect(AFFECTS[kind] as readonly string[], kind).toContain(TAGS.events);
  });
});
