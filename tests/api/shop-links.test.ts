import { beforeAll, describe, expect, it } from 'vitest';
import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { schema, type Db } from '@/lib/db';
import { shopLink, type ShopLink } from '@/features/webshop';
import { getShopEvent, getShopSubscription } from '@/features/webshop/server';
import { getEventDetail } from '@/features/events/server';
import { eventJsonLd } from '@/features/events';
import { decide } from '@/lib/proxy/rules';
import { GET as userDetails } from '@/app/api/user-details/route';
import { callRoute } from '../helpers/route';
import { staffAuth } from '../helpers/resource';
import { testDatabase } from '../helpers/db';

/**
 * Every internal link into the webshop that the demo site shows must answer: the issue found 1,588
 * broken links, nearly all `/webshop/event/{id}` and `/webshop/subscriptions/{id}`. This collects
 * the ticket_url of every event and series, the offers.url of every event page's JSON-LD, the
 * user-details webshop_url and every shop link stored anywhere in the database (navigation, blocks,
 * teasers, settings), and resolves each the way the webshop's routes do.
 */

const SITE = 'http://localhost:3000';
// Paths of the shop entries (docs/requirements.md §2), with or without language prefix, up to a quote, blank or bracket.
const SHOP_PATH =
  /(?:https?:\/\/localhost:3000)?((?:\/(?:de|en|cs))?\/(?:webshop|testshop|test\.webshop|eventim\.webshop|eventim-template|cms-hub)(?:[/?#][^\s"'<>()\\]*)?)(?=["'\s<>()\\]|$)/g;

let db: Db;
type Found = { href: string; from: string };
const found: Found[] = [];

function collect(text: string, from: string) {
  for (const match of text.matchAll(SHOP_PATH)) found.push({ href: match[1], from });
}

beforeAll(async () => {
  ({ db } = await testDatabase({ demo: true }));

  const events = await db
    .select({ id: schema.events.id, ticketUrl: schema.events.ticketUrl, isOnline: schema.events.isOnline })
    .from(schema.events);
  for (const e of events)
    if (e.ticketUrl) found.push({ href: e.ticketUrl, from: `events.ticket_url of event ${e.id}` });
  const series = await db.select({ id: schema.series.id, ticketUrl: schema.series.ticketUrl }).from(schema.series);
  for (const s of series)
    if (s.ticketUrl) found.push({ href: s.ticketUrl, from: `series.ticket_url of series ${s.id}` });

  for (const e of events.filter((row) => row.isOnline)) {
    for (const locale of ['de', 'en'] as const) {
      const detail = await getEventDetail(e.id, locale);
      if (!detail) continue;
      for (const offer of (eventJsonLd(detail, SITE, locale).offers ?? []) as unknown as { url: string }[]) {
        // Free dates point their offer at the event page itself; the others at the shop.
        const url = new URL(offer.url);
        if (url.pathname !== new URL(detail.url, SITE).pathname)
          found.push({ href: `${url.pathname}${url.search}`, from: `JSON-LD offers.url of event ${e.id} (${locale})` });
      }
    }
  }

  const auth = await staffAuth(db, 'editor');
  const user = await callRoute(userDetails, { url: '/api/user-details/', cookies: auth.cookies });
  expect(user.status).toBe(200);
  found.push({ href: String(user.json.webshop_url), from: 'user-details webshop_url' });

  // Navigation, page blocks, teasers, settings, texts: any stored link into the shop.
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  for (const table of tables) {
    const name = getTableConfig(table).name;
    if (
      [
        'rate_limits',
        'app_secrets',
        'sessions',
        'users',
        'search_documents',
        'search_suggestions',
        'audit_log',
      ].includes(name)
    )
      continue;
    const rows = await db.select().from(table);
    rows.forEach((row, i) => collect(JSON.stringify(row), `${name} row ${i + 1}`));
  }
}, 300_000);

async function resolves(link: ShopLink): Promise<boolean> {
  switch (link.kind) {
    case 'event':
      return (await getShopEvent(link.id_jet, 'de')) !== null;
    case 'subscription':
      return (await getShopSubscription(link.series_id, 'de')) !== null;
    case 'order':
      return false;
    default:
      return true;
  }
}

describe('links into the webshop on the demo site', () => {
  it('all resolve to a shop page that exists', async () => {
    const broken: string[] = [];
    const checked = new Map<string, boolean>();
    for (const { href, from } of found) {
      if (!checked.has(href)) {
        const link = shopLink(href);
        checked.set(href, link ? await resolves(link) : false);
      }
      if (!checked.get(href)) broken.push(`${href} (${from})`);
    }
    console.info(`shop links checked: ${found.length} (${checked.size} distinct), broken: ${broken.length}`);
    expect(broken).toEqual([]);
    // The demo has dated tickets, subscriptions and the shop entries in navigation and teasers.
    const kinds = new Set([...checked.keys()].map((href) => shopLink(href)?.kind));
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['event', 'start', 'subscription', 'vouchers']));
    expect(found.length).toBeGreaterThan(150);
  });

  it('every event id_jet in a ticket link is an event date, and every subscription link a subscription series', async () => {
    const events = await db.select({ idJet: schema.events.idJet }).from(schema.events);
    const jets = new Set(events.map((e) => e.idJet));
    const series = await db
      .select({ id: schema.series.id, isSubscription: schema.series.isSubscription })
      .from(schema.series);
    for (const { href } of found) {
      const link = shopLink(href);
      if (link?.kind === 'event') expect(jets.has(link.id_jet), href).toBe(true);
      if (link?.kind === 'subscription')
        expect(series.find((s) => s.id === link.series_id)?.isSubscription, href).toBe(true);
    }
  });

  it('old webshop paths are mapped by the proxy, the others are served by the webshop routes', () => {
    for (const { href } of found) {
      const url = new URL(href, SITE);
      const decision = decide(
        { pathname: url.pathname, search: url.searchParams, hasSession: false, acceptLanguage: 'de' },
        { siteOnline: true, redirects: new Map() },
      );
      if (shopLink(href)?.kind === 'legacy') expect(decision.kind, href).toBe('redirect');
      else if (!/^\/(de|en|cs)\//.test(url.pathname))
        expect(decision, href).toMatchObject({ kind: 'rewrite', path: expect.stringMatching(/^\/de\/webshop/) });
    }
  });
});

describe('shopLink', () => {
  it.each([
    ['/webshop', { kind: 'start' }],
    ['/de/webshop', { kind: 'start' }],
    ['/testshop/cart', { kind: 'cart' }],
    ['/webshop/checkout?x=1', { kind: 'checkout' }],
    ['/webshop/event/40001', { kind: 'event', id_jet: 40001 }],
    ['/en/webshop/subscriptions/2', { kind: 'subscription', series_id: 2 }],
    ['/webshop/vouchers', { kind: 'vouchers' }],
    ['/webshop/eventlist', { kind: 'legacy' }],
    ['/webshop/event/abc', null],
    ['/webshop/event/99999999999', null],
    ['/webshop/event/1/2', null],
    ['/webshop/nothing', null],
    ['/de/programm', null],
  ])('%s', (href, expected) => {
    expect(shopLink(href)).toEqual(expected);
  });
});
