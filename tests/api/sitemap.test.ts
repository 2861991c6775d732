import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, lt } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { GET as sitemapXml } from '@/app/sitemap.xml/route';
import { GET as sitemapPart } from '@/app/sitemaps/[file]/route';
import { GET as ogImage } from '@/app/og/[locale]/[kind]/[file]/route';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';

/**
 * sitemap.xml on the demo content: every kind of public page, each with all its language versions
 * and x-default, upcoming event dates only; and the generated share images behind og:image.
 */
let db: Db;
let xml: string;
type Url = { loc: string; lastmod: string | null; alternates: Record<string, string> };
let urls: Url[];

function parse(text: string): Url[] {
  return [...text.matchAll(/<url>(.*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body)![1],
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(body)?.[1] ?? null,
    alternates: Object.fromEntries([...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, l, h]) => [l, h])),
  }));
}

beforeAll(async () => {
  ({ db } = await testDatabase({ demo: true }));
  const res = await callRoute(sitemapXml as never, { url: '/sitemap.xml' });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/xml');
  xml = res.text;
  urls = parse(xml);
}, 120_000);

const SITE = 'http://localhost:3000';
const KINDS: [string, RegExp][] = [
  ['home', /^\/(de|en|cs)$/],
  ['CMS page', /^\/de\/(?!programm|produktionen|mediathek|team|series|venues|forms)[a-z-]+$/],
  ['events list', /^\/de\/programm\/veranstaltungen$/],
  ['event date', /^\/de\/programm\/veranstaltungen\/[^/]+\/\d+$/],
  ['production', /^\/de\/produktionen\/[^/]+\/\d+$/],
  ['article', /^\/de\/mediathek-de\/[^/]+\/\d+$/],
  ['magazine category', /^\/de\/mediathek-de\/categories\/[^/]+\/\d+$/],
  ['magazine tag', /^\/de\/mediathek-de\/tags\/[^/]+\/\d+$/],
  ['team member', /^\/de\/team\/[^/]+\/\d+$/],
  ['venue', /^\/de\/venues\/[^/]+\/\d+$/],
  ['series', /^\/de\/series\/[^/]+\/\d+$/],
  ['form', /^\/de\/forms\/[^/]+\/\d+$/],
];

describe('sitemap.xml', () => {
  it('is one valid URL set of well over 150 addresses', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(urls.length).toBeGreaterThanOrEqual(150);
    expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
    for (const u of urls) expect(u.loc.startsWith(`${SITE}/`)).toBe(true);
  });

  it.each(KINDS)('lists %s pages with every language, x-default and lastmod', (_kind, pattern) => {
    const found = urls.filter((u) => pattern.test(new URL(u.loc).pathname));
    expect(found.length).toBeGreaterThan(0);
    for (const u of found) {
      expect(u.alternates['x-default']).toBe(u.alternates.de);
      expect(Object.values(u.alternates)).toContain(u.loc);
    }
    // The programme and the site's own pages exist in all three languages.
    expect(found.some((u) => u.alternates.de && u.alternates.en && u.alternates.cs)).toBe(true);
    if (!/list|home|category|tag/.test(_kind))
      expect(found.every((u) => u.lastmod && !Number.isNaN(Date.parse(u.lastmod)))).toBe(true);
  });

  it('lists each language version as its own URL pointing at the others', () => {
    const event = urls.find((u) => /\/de\/programm\/veranstaltungen\/[^/]+\/\d+$/.test(u.loc))!;
    const en = urls.find((u) => u.loc === event.alternates.en);
    expect(en?.alternates).toEqual(event.alternates);
    expect(new URL(event.alternates.en).pathname).toMatch(/^\/en\/program\/events\/[^/]+\/\d+$/);
    expect(new URL(event.alternates.cs).pathname).toMatch(/^\/cs\/program\/udalosti\/[^/]+\/\d+$/);
  });

  it('leaves past event dates out and keeps upcoming ones', async () => {
    const listed = new Set(
      urls.map((u) => Number(/\/veranstaltungen\/[^/]+\/(\d+)$/.exec(u.loc)?.[1])).filter(Boolean),
    );
    const past = await db
      .select({ id: schema.events.id })
      .from(schema.events)
      .where(and(eq(schema.events.isOnline, true), lt(schema.events.dateStart, new Date(Date.now() - 2 * 86_400_000))));
    expect(past.length).toBeGreaterThan(0);
    for (const e of past) expect(listed.has(e.id)).toBe(false);
    expect(listed.size).toBeGreaterThan(10);
  });

  it('has no index parts while it fits one file', async () => {
    const part = await callRoute(sitemapPart as never, { url: '/sitemaps/0.xml', params: { file: '0.xml' } });
    expect(part.status).toBe(404);
    const bad = await callRoute(sitemapPart as never, { url: '/sitemaps/x.xml', params: { file: 'x.xml' } });
    expect(bad.status).toBe(404);
  });
});

describe('generated share images', () => {
  const size = (png: Uint8Array) => {
    const view = new DataView(png.buffer, png.byteOffset);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  };

  it('draws a 1200×630 PNG for an item and for the site', async () => {
    const [production] = await db.select({ id: schema.productions.id }).from(schema.productions).limit(1);
    for (const [kind, file] of [
      ['production', `${production.id}.png`],
      ['site', '0.png'],
    ]) {
      const res = await ogImage(new Request(`${SITE}/og/cs/${kind}/${file}`), {
        params: Promise.resolve({ locale: 'cs', kind, file }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toContain('max-age=86400');
      expect(size(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    }
  }, 60_000);

  it.each([
    ['xx', 'event', '1.png', 'unknown language'],
    ['de', 'staff', '1.png', 'unknown kind'],
    ['de', 'event', '1.jpg', '{id}.png'],
    ['de', 'event', '999999.png', 'no such item'],
  ])('answers 404 with a reason for /og/%s/%s/%s', async (locale, kind, file, reason) => {
    const res = await ogImage(new Request(`${SITE}/og/${locale}/${kind}/${file}`), {
      params: Promise.resolve({ locale, kind, file }),
    });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(reason);
  });
});
