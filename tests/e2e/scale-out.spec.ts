import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  createDatabase,
  startInstances,
  startNginx,
  type Instance,
  type Nginx,
} from '../../scripts/bench/lib/instances.mjs';
import { bookableOfferVia } from './helpers';

/**
 * Two instances of the production build (dist/server/main.js) on one PostgreSQL database behind one
 * nginx, as docs/ARCHITECTURE.md (Scaling out) describes (issue #18): what is changed through one is
 * seen through the other within a second (lib/cache-sync.ts), sessions and limits are the
 * database's, and SIGTERM to one instance under load loses no request that nginx can retry.
 * Its own database on the TEST_DATABASE_URL server (.ci/run starts one), migrated and seeded by the
 * instances themselves (one at a time: lib/db/boot.ts); its own nginx; the build the e2e server uses.
 * PROXY_CACHE_SECONDS and the data caches' lifetimes are far above a second here (the response
 * cache's 10 s too), so only the notification can make a change visible that fast.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL;
const LIMIT_MS = 1000;

let a: Instance;
let b: Instance;
let nginx: Nginx | undefined;
let front = '';
let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
let dataDir = '';
let staff = { username: 'redaktion', password: '' };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  if (!SERVER_URL)
    throw new Error('TEST_DATABASE_URL is not set: the scale-out test needs a PostgreSQL server (.ci/run starts one)');
  const started = performance.now();
  database = await createDatabase(SERVER_URL, 'museum_scale');
  // One DATA_DIR for both, as production needs: media and uploads stored through one are read by the other.
  dataDir = mkdtempSync(path.join(tmpdir(), 'museum-scale-data-'));
  [a, b] = await startInstances({
    databaseUrl: database.url,
    dataDir,
    // The e2e server's SITE_URL: the build's cached pages stay (server/site-url.ts).
    siteUrl: `http://localhost:${process.env.E2E_PORT ?? '3100'}`,
    // One process each (server/cluster.ts would start one per core): two cores, two processes.
    env: { PROXY_CACHE_SECONDS: '600', WEB_CONCURRENCY: '1' },
  });
  const password = a.seedPassword ?? b.seedPassword;
  if (!password) throw new Error(`no instance printed the demo staff password:\n${a.output}\n${b.output}`);
  staff = { username: 'redaktion', password };
  nginx = await startNginx([a.port, b.port]);
  front = nginx.url;
  console.log(
    `[scale-out] two instances (migrated and seeded one at a time) and nginx ready in ${Math.round(performance.now() - started)} ms`,
  );
});

test.afterAll(async () => {
  await nginx?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop().catch((error) => console.warn('could not drop the scale-out database:', error));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

type Session = { cookie: string; csrf: string };

async function login(base: string, who = staff, clientAddress?: string): Promise<Response> {
  return fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}) },
    body: JSON.stringify(who),
  });
}

async function session(base: string): Promise<Session> {
  const res = await login(base);
  expect(res.status, await res.clone().text()).toBe(200);
  return {
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
    csrf: ((await res.json()) as { csrf_token: string }).csrf_token,
  };
}

async function write(base: string, auth: Session, method: string, url: string, body: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', cookie: auth.cookie, 'x-csrftoken': auth.csrf },
    body: JSON.stringify(body),
  });
  expect(res.ok, `${method} ${url}: ${res.status} ${await res.clone().text()}`).toBe(true);
  return res.json() as Promise<Record<string, unknown>>;
}

/**
 * Asks B until `seen` holds. Returns when the first request that saw the change was sent, in ms since
 * `since` (A answered the write): every request to B from then on sees it. Its answer may take longer
 * on a loaded machine (B renders the page anew); that time is printed too.
 */
async function propagation(label: string, since: number, seen: () => Promise<boolean>) {
  for (;;) {
    const sent = performance.now();
    if (await seen()) {
      measured[label] = Math.round(sent - since);
      answered[label] = Math.round(performance.now() - since);
      return measured[label];
    }
    if (performance.now() - since > 10_000) throw new Error('not visible through the other instance within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const measured: Record<string, number> = {};
const answered: Record<string, number> = {};

test('a page published through A is shown by B within a second @scale-out', async () => {
  const auth = await session(a.url);
  const page = (await (
    await fetch(`${a.url}/de/pageeditor-api/page/besuch/anreise`, { headers: { cookie: auth.cookie } })
  ).json()) as {
    id: number;
    modules: { slug: string; settings: unknown; columns: { classes: string; children: unknown[] }[] }[];
  };
  // B has the page in its caches: Next's, then the server's copy of the whole answer
  // (server/stages/response-cache.ts), which the notification from A must drop as well.
  await expect.poll(async () => (await fetch(`${b.url}/de/besuch/anreise`)).headers.get('x-museum-cache')).toBe('HIT');
  const text = `Zwei Instanzen ${Date.now()}`;
  const sections = page.modules.map((m, i) => ({
    slug: m.slug,
    settings: m.settings,
    columns:
      i === 0
        ? m.columns.map((c, j) =>
            j === 0 ? { ...c, children: [{ kind: 'headline', id: 'scale-out', content: text }, ...c.children] } : c,
          )
        : m.columns,
  }));
  const state = (await (
    await fetch(`${a.url}/de/pageeditor-api/drafts/${page.id}/`, { headers: { cookie: auth.cookie } })
  ).json()) as { draft: { revision: number } | null };
  const draft = await write(a.url, auth, 'PUT', `/de/pageeditor-api/drafts/${page.id}/`, {
    revision: state.draft?.revision ?? 0,
    sections,
  });
  await write(a.url, auth, 'POST', `/de/pageeditor-api/publish/${page.id}/`, { revision: draft.revision, at: null });
  const since = performance.now();
  await propagation('page publish', since, async () =>
    (await (await fetch(`${b.url}/de/besuch/anreise`)).text()).includes(text),
  );
  expect(measured['page publish']).toBeLessThan(LIMIT_MS);
});

test('site settings changed through A are in B’s pages within a second @scale-out', async () => {
  const auth = await session(a.url);
  await expect.poll(async () => (await fetch(`${b.url}/en/visit`)).headers.get('x-museum-cache')).toBe('HIT');
  const marker = `scale-out-${Date.now()}`;
  await write(a.url, auth, 'PATCH', '/pageeditor-api/settings', {
    html_header: `<meta name="museum-scale" content="${marker}">`,
  });
  const since = performance.now();
  await propagation('site settings', since, async () =>
    (await (await fetch(`${b.url}/en/visit`)).text()).includes(marker),
  );
  expect(measured['site settings']).toBeLessThan(LIMIT_MS);
});

test('a redirect created through A is answered by B’s proxy within a second @scale-out', async () => {
  const auth = await session(a.url);
  const old = `/de/alt-${Date.now()}`;
  // B's proxy has read the redirect table (and keeps it for PROXY_CACHE_SECONDS = 600 here).
  expect((await fetch(`${b.url}${old}`, { redirect: 'manual' })).status).toBe(404);
  await write(a.url, auth, 'POST', '/de/pageeditor-api/redirect', { old_path: old, new_path: '/de/besuch/anreise' });
  const since = performance.now();
  await propagation('redirect', since, async () => {
    const res = await fetch(`${b.url}${old}`, { redirect: 'manual' });
    return res.status === 301 && (res.headers.get('location') ?? '').endsWith('/de/besuch/anreise');
  });
  expect(measured.redirect).toBeLessThan(LIMIT_MS);
});

test('an opening-hours exception made through A is in B’s answer within a second @scale-out', async () => {
  const auth = await session(a.url);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const read = async () =>
    (await (await fetch(`${b.url}/api/opening-hours-today/?lang=de`)).json()) as {
      opening_hours_exceptions: { alternative_text: string | null }[];
    };
  await read();
  const note = `Sonderöffnung ${Date.now()}`;
  expect((await read()).opening_hours_exceptions.some((e) => e.alternative_text === note)).toBe(false);
  await write(a.url, auth, 'POST', '/api/opening-hours-exceptions/', {
    date_from: today,
    date_to: today,
    time_from: '10:00',
    time_to: '12:00',
    closed: false,
    position: 0,
    alternative_link_url: '',
    alternative_text: { de: note },
  });
  const since = performance.now();
  await propagation('opening-hours exception', since, async () =>
    (await read()).opening_hours_exceptions.some((e) => e.alternative_text === note),
  );
  expect(measured['opening-hours exception']).toBeLessThan(LIMIT_MS);
  console.log('[scale-out] A → B: first request to B that saw the change, sent after (ms):', JSON.stringify(measured));
  console.log('[scale-out] A → B: its answer complete after (ms):', JSON.stringify(answered));
});

test('an event date created through A is in B’s programme list and sitemap within a second @scale-out', async () => {
  const auth = await session(a.url);
  const list = `${b.url}/de/programm/veranstaltungen`;
  // B has both cached: the list page (Next's cache, then the server's copy) and the sitemap's entries.
  await expect.poll(async () => (await fetch(list)).headers.get('x-museum-cache')).toBe('HIT');
  await fetch(`${b.url}/sitemap.xml`);
  // Today from just after midnight to 23:00 (+01:00): first on the list's first page, upcoming for the sitemap.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const title = `Zwei Instanzen ${Date.now()}`;
  const created = await write(a.url, auth, 'POST', '/de/api/events/', {
    title: { de: title },
    date_start: new Date(`${today}T00:01:00+01:00`).toISOString(),
    date_end: new Date(`${today}T22:59:00+01:00`).toISOString(),
  });
  const since = performance.now();
  // Both asked side by side: each figure is the time since A answered, not after the other check.
  await Promise.all([
    propagation('event in the list', since, async () => (await (await fetch(list)).text()).includes(title)),
    propagation('event in the sitemap', since, async () =>
      (await (await fetch(`${b.url}/sitemap.xml`)).text()).includes(`/${created.id}</loc>`),
    ),
  ]);
  expect(measured['event in the list']).toBeLessThan(LIMIT_MS);
  expect(measured['event in the sitemap']).toBeLessThan(LIMIT_MS);
  console.log('[scale-out] event A → B (ms):', measured['event in the list'], measured['event in the sitemap']);
});

test('a stranger’s failed logins through A lock out the stranger, not the user logging in through B @scale-out', async () => {
  const stranger = { username: staff.username, password: 'falsch-falsch' };
  const answers = await Promise.all(Array.from({ length: 30 }, () => login(a.url, stranger, '203.0.113.66')));
  expect(answers.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(20);
  expect((await login(b.url, staff, '203.0.113.66')).status).toBe(429);
  expect((await login(b.url, staff, '198.51.100.66')).status).toBe(200);
});

test('a staff login on A is valid on B and through nginx; logging out on B ends it on A @scale-out', async () => {
  const auth = await session(a.url);
  const orders = (base: string, cookie?: string) =>
    fetch(`${base}/de/dashboard/orders`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  expect((await orders(b.url)).status).not.toBe(200);
  expect((await orders(b.url, auth.cookie)).status).toBe(200);
  expect((await orders(front, auth.cookie)).status).toBe(200);
  const out = await fetch(`${b.url}/api/auth/logout/`, {
    method: 'POST',
    headers: { cookie: auth.cookie, 'x-csrftoken': auth.csrf },
  });
  expect(out.status).toBeLessThan(300);
  expect((await orders(a.url, auth.cookie)).status).not.toBe(200);
});

test('failed staff logins count across both instances: the eleventh is refused by either @scale-out', async () => {
  // A client address of its own (both instances trust 127.0.0.1's X-Forwarded-For), and a name no
  // one has: the lockout of this test locks out nobody else.
  const who = { username: `niemand-${Date.now()}`, password: 'falsch-falsch' };
  const client = '203.0.113.18';
  for (let i = 0; i < 10; i++) expect((await login(i % 2 ? b.url : a.url, who, client)).status).toBe(401);
  const refusedA = await login(a.url, who, client);
  const refusedB = await login(b.url, who, client);
  expect([refusedA.status, refusedB.status]).toEqual([429, 429]);
  expect(Number(refusedB.headers.get('retry-after'))).toBeGreaterThan(0);
});

test('the box office’s hold cap counts the carts a client has on both instances @scale-out', async () => {
  const auth = await session(a.url);
  // Three seats held at once per client (set through A: B's cached rules expire with the tag).
  await write(a.url, auth, 'PATCH', '/api/settings/1/', { max_held_per_client: 3 });
  const event = await firstBookable(a.url);
  const client = '198.51.100.27';
  const add = (base: string, quantity: number) =>
    fetch(`${base}/api/shop-cart/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({
        quantities: [quantity],
        event_jet_id: event.id_jet,
        sale_type_ids: [event.sale_type_id],
        seat_group: event.seat_group,
      }),
    });
  const expectStatus = async (res: Response, status: number) => {
    expect(res.status, await res.clone().text()).toBe(status);
    return res;
  };
  // Two carts (no cookie kept), one per instance: two seats held through A, one through B.
  await expectStatus(await add(a.url, 2), 200);
  await expectStatus(await add(b.url, 1), 200);
  const refused = await expectStatus(await add(a.url, 1), 429);
  expect(((await refused.json()) as { code: number }).code).toBe(-216);
  await expectStatus(await add(b.url, 1), 429);
});

test('SIGTERM to one instance under load: nginx answers every request from the other @scale-out', async () => {
  const paths = ['/de', '/de/api/events/?page_size=10', '/en/visit', '/api/opening-hours-today/?lang=de'];
  const statuses: Record<string, number> = {};
  let stop = false;
  let sent = 0;
  const worker = async (n: number) => {
    for (let i = n; !stop; i++) {
      const res = await fetch(`${front}${paths[i % paths.length]}`).catch(() => null);
      await res?.arrayBuffer().catch(() => undefined);
      const key = String(res?.status ?? 'network error');
      statuses[key] = (statuses[key] ?? 0) + 1;
      sent++;
    }
  };
  const workers = Array.from({ length: 8 }, (_, n) => worker(n));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const servedByB = nginx!.upstreamCounts()[b.port] ?? 0;
  b.process.kill('SIGTERM');
  const exited = b.exited;
  await new Promise((resolve) => setTimeout(resolve, 2500));
  stop = true;
  await Promise.all(workers);
  await exited;
  console.log(
    `[scale-out] ${sent} requests through nginx, SIGTERM to B after 1.5 s:`,
    JSON.stringify(statuses),
    'upstreams:',
    JSON.stringify(nginx!.upstreamCounts()),
  );
  expect(servedByB).toBeGreaterThan(0);
  expect(statuses).toEqual({ '200': sent });
});

test('one instance as two processes on one port: both answer, a killed one is replaced, SIGTERM ends both @scale-out', async () => {
  test.setTimeout(120_000);
  const [c] = await startInstances({
    databaseUrl: database!.url,
    dataDir,
    siteUrl: `http://localhost:${process.env.E2E_PORT ?? '3100'}`,
    count: 1,
    env: { WEB_CONCURRENCY: '2' },
  });
  /** The pids of the log lines with this message (pino's JSON lines carry the process's pid). */
  const pids = (msg: string) =>
    new Set(
      c.output
        .split('\n')
        .filter((line) => line.includes(`"msg":"${msg}"`))
        .map((line) => /"pid":(\d+)/.exec(line)?.[1]),
    );
  try {
    await expect.poll(() => pids(`ready on ${c.url}`).size, { timeout: 60_000 }).toBe(2);
    const workers = [...pids(`ready on ${c.url}`)];
    // Fresh connections (no keep-alive): the supervisor hands each to the workers in turn.
    for (let i = 0; i < 20; i++)
      expect(
        (await fetch(`${c.url}/api/opening-hours-today/?lang=de`, { headers: { connection: 'close' } })).status,
      ).toBe(200);
    expect(pids('request').size).toBe(2);

    process.kill(Number(workers[0]), 'SIGKILL');
    await expect.poll(() => c.output.includes('a server process died; starting another')).toBe(true);
    // The other process answers meanwhile; then a third takes the dead one's place.
    expect(
      (await fetch(`${c.url}/api/opening-hours-today/?lang=de`, { headers: { connection: 'close' } })).status,
    ).toBe(200);
    await expect.poll(() => pids(`ready on ${c.url}`).size, { timeout: 60_000 }).toBe(3);

    c.process.kill('SIGTERM');
    expect(await c.exited).toBe(0);
  } finally {
    await c.stop();
  }
});

/** An upcoming demo date with an untimed seat group and a full-price ticket, read through one instance. */
const firstBookable = (base: string) => bookableOfferVia(async (path) => (await fetch(`${base}${path}`)).json());
