/**
 * The generator of bad requests for tests/fuzz/fuzz.mjs. Paths come from the real route list (the
 * app/ folder, read at start), with each dynamic segment replaced by a mutated value; queries,
 * methods, headers and bodies are drawn from lists of values that broke servers before (huge,
 * negative and float ids, NUL bytes, broken percent-escapes, malformed and oversize JSON). Every
 * draw comes from one seeded generator, so a seed always gives the same corpus.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { seededRandom } from '../../scripts/bench/lib/seeded-random.mjs';

/**
 * Route templates from app/: '/[locale]/events/[slug]/[id]', with route groups dropped. Sorted, so
 * the corpus does not depend on the order the file system lists them in.
 */
function routeTemplates(appDir) {
  const out = [];
  const walk = (dir, segments) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.isDirectory()) {
        const group = /^\(.*\)$/.test(entry.name);
        walk(path.join(dir, entry.name), group ? segments : [...segments, entry.name]);
      } else if (/^(page\.tsx|route\.ts)$/.test(entry.name)) {
        out.push({ template: '/' + segments.join('/'), kind: entry.name === 'page.tsx' ? 'page' : 'api' });
      }
    }
  };
  walk(appDir, []);
  return out;
}

/** Routes that change the clock or the session the fuzz itself relies on. */
const SKIP = [/^\/api\/test-clock/, /\/logout$/];

const HUGE_IDS = [
  '2147483648',
  '2147483647',
  '4294967296',
  '9223372036854775808',
  '99999999999999999999999999',
  '1e309',
  '1e10',
  '-1',
  '-2147483649',
  '0',
  '00',
  '1.5',
  '1.0',
  '0x10',
  'NaN',
  'Infinity',
  '+1',
  ' 1',
  '1%20',
  '%2B1',
  '١٢',
  '１２',
];
const BROKEN = [
  '%',
  '%Z',
  '%ZZ',
  '%E0%A4%A',
  '%C0%AF',
  '%FF',
  '%ED%A0%80',
  'a%00b',
  '%00',
  '%0A',
  '%0D%0Aset-cookie:x=1',
  '%2F..%2F..%2Fetc%2Fpasswd',
  '..',
  '.',
  '%2e%2e',
  '%5C',
  '%u0041',
  '%%30',
  '%25ZZ',
];
const WORDS = [
  'x',
  'museum',
  'slug',
  'a'.repeat(300),
  'a'.repeat(3000),
  '%F0%9F%98%80',
  'Stra%C3%9Fe',
  '%3Cscript%3E',
  '%27%20OR%201%3D1--',
  '%22',
  'null',
  'undefined',
  '[object%20Object]',
  '__proto__',
  'constructor',
];
const VALID = ['1', '2', '3', '10'];
const LOCALES = ['de', 'en', 'cs'];
const BAD_LOCALES = ['xx', 'DE', 'de-DE', '%00', '%ZZ', 'd%65', '', 'zh'];
const DAYS = [
  '31-02-2027',
  '29-02-2027',
  '00-00-0000',
  '01-13-2027',
  '2027-02-01',
  '1-2-2027',
  '99-99-99999',
  '01-01-1800',
  '01-01-275760',
  '%00',
  '%ZZ',
];
const QUERY_KEYS = [
  'page',
  'page_size',
  'query',
  'q',
  'lang',
  'date',
  'date_from',
  'date_to',
  'from',
  'to',
  'category',
  'tag',
  'tags',
  'genre',
  'venue',
  'series',
  'production',
  'limit',
  'offset',
  'ordering',
  'id',
  'ids',
  'next',
  'v',
  'overlay',
  'kind',
  'status',
  'search',
  'filter',
  'sort',
  'token',
  'code',
];

const METHODS = ['GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const ODD_METHODS = ['TRACE', 'PROPFIND', 'MKCOL', 'FOO', 'get', 'CONNECTX'];

function pick(rnd, list) {
  return list[Math.floor(rnd() * list.length)];
}

/** A value for one dynamic segment: mostly hostile, sometimes valid so the route's inner code runs. */
function segmentValue(rnd, name) {
  const r = rnd();
  if (name === 'locale') return r < 0.85 ? pick(rnd, LOCALES) : pick(rnd, BAD_LOCALES);
  if (r < 0.15) return pick(rnd, VALID);
  if (r < 0.55) return pick(rnd, HUGE_IDS);
  if (r < 0.8) return pick(rnd, BROKEN);
  if (r < 0.9) return pick(rnd, WORDS);
  return String(Math.floor(rnd() * 3_000_000_000));
}

function fillTemplate(rnd, template) {
  return template.replace(/\[\[?(\.\.\.)?([^\]]+)\]\]?/g, (_all, rest, name) => {
    if (!rest) return segmentValue(rnd, name);
    const n = Math.floor(rnd() * 4);
    return Array.from({ length: n }, () => segmentValue(rnd, name)).join('/') || segmentValue(rnd, name);
  });
}

function queryValue(rnd, key) {
  const r = rnd();
  if (key === 'lang') return r < 0.5 ? pick(rnd, LOCALES) : pick(rnd, BAD_LOCALES);
  if (key.startsWith('date') || key === 'from' || key === 'to') return r < 0.7 ? pick(rnd, DAYS) : pick(rnd, HUGE_IDS);
  if (r < 0.45) return pick(rnd, HUGE_IDS);
  if (r < 0.75) return pick(rnd, BROKEN);
  if (r < 0.9) return pick(rnd, WORDS);
  return pick(rnd, VALID);
}

function query(rnd) {
  if (rnd() < 0.35) return '';
  const n = 1 + Math.floor(rnd() * 3);
  const parts = [];
  for (let i = 0; i < n; i++) {
    const key = rnd() < 0.9 ? pick(rnd, QUERY_KEYS) : pick(rnd, BROKEN);
    parts.push(rnd() < 0.05 ? key : `${key}=${queryValue(rnd, key)}`);
    if (rnd() < 0.1) parts.push(`${key}=${queryValue(rnd, key)}`);
  }
  return '?' + parts.join('&');
}

/** A JSON value that is hostile to a schema of ids, quantities and strings. */
function hostileJsonValue(rnd, depth = 0) {
  const r = rnd();
  if (r < 0.2) return pick(rnd, [2147483648, 9007199254740993, 1e308, -1, 0, 1.5, -0, 2147483647, 4294967296]);
  if (r < 0.3)
    return pick(rnd, ['2147483648', '1e309', 'NaN', '-1', '1.5', '', ' ', '\u0000', 'a\u0000b', '\ud800', '%ZZ']);
  if (r < 0.4) return pick(rnd, [null, true, false]);
  if (r < 0.5) return 'x'.repeat(Math.floor(rnd() * 5000));
  if (r < 0.65 && depth < 3)
    return Array.from({ length: Math.floor(rnd() * 4) }, () => hostileJsonValue(rnd, depth + 1));
  if (r < 0.8 && depth < 3) return hostileObject(rnd, depth + 1);
  return pick(rnd, VALID.map(Number));
}

const BODY_KEYS = [
  'id',
  'event_jet_id',
  'sale_type_ids',
  'quantities',
  'seat_group',
  'block_id',
  'quantity',
  'code',
  'email',
  'password',
  'username',
  'name',
  'url',
  'referrer',
  'form',
  'field_values',
  'locale',
  'title',
  'slug',
  'page',
  'parent',
  'position',
  'value',
  'items',
  'ids',
  'status',
  '__proto__',
  'constructor',
];

function hostileObject(rnd, depth = 0) {
  const out = {};
  const n = 1 + Math.floor(rnd() * 5);
  for (let i = 0; i < n; i++) out[pick(rnd, BODY_KEYS)] = hostileJsonValue(rnd, depth);
  return out;
}

/** Cart bodies shaped like the real one, with one field out of range. */
function cartBody(rnd) {
  const body = { quantities: [1], event_jet_id: 1, sale_type_ids: [1], seat_group: null, block_id: null };
  const field = pick(rnd, ['quantities', 'event_jet_id', 'sale_type_ids', 'seat_group', 'block_id']);
  const bad = hostileJsonValue(rnd);
  body[field] = field === 'quantities' || field === 'sale_type_ids' ? [bad] : bad;
  return JSON.stringify(body);
}

const OVERSIZE_SMALL = 70 * 1024;
const OVERSIZE_LARGE = 11 * 1024 * 1024;

/**
 * A body and its content type. Oversize bodies are rare (they cost time): most are small and broken.
 * `large` marks bodies beyond every limit, for which a reset connection is an acceptable answer.
 */
function body(rnd, template) {
  const r = rnd();
  if (/shop-cart\/?$/.test(template) && r < 0.5) return { type: 'application/json', data: cartBody(rnd) };
  if (r < 0.25) return { type: 'application/json', data: JSON.stringify(hostileObject(rnd)) };
  if (r < 0.4)
    return {
      type: 'application/json',
      data: pick(rnd, [
        '{',
        '{"a":',
        '[1,2',
        '{"id": 1e999999}',
        'nul',
        '"\\ud800"',
        '{"a":"\\u0000"}',
        '',
        ' ',
        '\u0000',
        '{"__proto__": {"x": 1}}',
        '['.repeat(5000) + ']'.repeat(5000),
        '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
      ]),
    };
  if (r < 0.5)
    return {
      type: pick(rnd, [
        'text/plain',
        'application/xml',
        'application/json; charset=utf-16',
        '',
        'application/x-www-form-urlencoded',
      ]),
      data: pick(rnd, [
        'a=%ZZ&b=%00',
        'quantities=2147483648&event_jet_id=9999999999&sale_type_ids=1',
        '<x/>',
        'event_jet_id=1e309',
      ]),
    };
  if (r < 0.6)
    return {
      type: 'multipart/form-data; boundary=XYZ',
      data: pick(rnd, [
        '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="../../x.php"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--XYZ--\r\n',
        '--XYZ\r\nbroken',
        'no boundary at all',
      ]),
    };
  if (r < 0.63) return { type: 'multipart/form-data', data: '--A\r\n\r\n' };
  if (r < 0.7)
    return { type: 'application/json', data: JSON.stringify({ filler: 'x'.repeat(OVERSIZE_SMALL) }), oversize: true };
  if (r < 0.71)
    return {
      type: pick(rnd, ['application/json', 'multipart/form-data; boundary=XYZ']),
      size: OVERSIZE_LARGE,
      oversize: true,
      large: true,
    };
  return { type: 'application/json', data: JSON.stringify(hostileJsonValue(rnd)) };
}

const ACCEPT_LANGUAGES = ['*', 'xx;q=abc', 'de;q=2', ',,,', 'en-US,en;q=0.9', 'a'.repeat(4000), 'cs, de;q=0.5'];

function headers(rnd) {
  const out = {};
  const r = rnd();
  if (r < 0.2) out['accept-language'] = pick(rnd, ACCEPT_LANGUAGES);
  if (rnd() < 0.1)
    out.cookie = pick(rnd, [
      'museum_session=%ZZ',
      'museum_session=' + 'x'.repeat(3000),
      'NEXT_LOCALE=xx',
      'NEXT_LOCALE=%00',
      'a=b; a=c; ;;',
      'museum_cart=2147483648',
      'museum_cart=-1',
    ]);
  if (rnd() < 0.08) out.rsc = '1';
  if (rnd() < 0.05)
    out['next-router-state-tree'] = pick(rnd, [
      'garbage',
      '%ZZ',
      '[]',
      '["",{"children":1}]',
      encodeURIComponent('{"a":'),
    ]);
  if (rnd() < 0.04) out['next-router-prefetch'] = '1';
  if (rnd() < 0.04) out['next-action'] = pick(rnd, ['x', '0'.repeat(42), 'a'.repeat(300)]);
  if (rnd() < 0.05)
    out.range = pick(rnd, ['bytes=0-0', 'bytes=99999999999999999999-', 'bytes=abc', 'bytes=-5,0-1,2-3']);
  if (rnd() < 0.05) out['if-none-match'] = pick(rnd, ['*', '"x"', 'W/"%00"']);
  if (rnd() < 0.05) out['if-modified-since'] = pick(rnd, ['yesterday', 'Thu, 01 Jan 1970 00:00:00 GMT', '99999']);
  if (rnd() < 0.05) out.origin = pick(rnd, ['null', 'http://evil.example', 'http://localhost:1', '%ZZ']);
  if (rnd() < 0.05) out['x-forwarded-for'] = pick(rnd, ['1.2.3.4', 'garbage', '::1, 999.1.1.1', ',,,']);
  if (rnd() < 0.03) out['x-forwarded-host'] = pick(rnd, ['evil.example', '%ZZ', 'a'.repeat(300)]);
  if (rnd() < 0.03) out['x-forwarded-proto'] = pick(rnd, ['gopher', 'https', '']);
  if (rnd() < 0.03) out.accept = pick(rnd, ['text/x-component', '*/*;q=abc', 'application/json']);
  return out;
}

/**
 * The corpus: `count` requests as { method, path, headers, body } plus a few fixed probes that once
 * answered 500 (issue #17) at the front, so every run checks them whatever the seed.
 */
export function generateCorpus({ seed, count, appDir, methods = 'all' }) {
  const rnd = seededRandom(seed);
  const routes = routeTemplates(appDir).filter((r) => !SKIP.some((s) => s.test(r.template)));
  const probes = [
    { method: 'GET', path: '/api/shop-offers/2147483648/' },
    { method: 'GET', path: '/api/shop-offers/99999999999999999999/' },
    { method: 'GET', path: '/de/api/events/?page=2147483648' },
    { method: 'GET', path: '/de/api/events/?page=1e309&page_size=2147483648' },
    { method: 'GET', path: '/de/api/events/%ZZ/calendar.ics' },
    { method: 'GET', path: '/de/api/events/%E0%A4%A/calendar.ics' },
    { method: 'GET', path: '/de/api/events/?query=a%00b' },
    { method: 'GET', path: '/api/search/?query=%00' },
    { method: 'GET', path: '/de/search?q=%00' },
    { method: 'GET', path: '/de/events?date=%00' },
    { method: 'GET', path: '/de/events/x/2147483648' },
    { method: 'GET', path: '/de/events/x/99999999999999999999' },
    { method: 'GET', path: '/de/webshop/event/2147483648' },
    ...['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].map((method) => ({
      method,
      path: '/de/dashboard/orders',
    })),
    ...['POST', 'PUT', 'DELETE'].map((method) => ({ method, path: '/de/events' })),
    {
      method: 'POST',
      path: '/api/shop-cart/',
      body: {
        type: 'application/json',
        data: JSON.stringify({ quantities: [1], event_jet_id: 2147483648, sale_type_ids: [1] }),
      },
    },
    {
      method: 'POST',
      path: '/api/shop-cart/',
      body: {
        type: 'application/json',
        data: JSON.stringify({ quantities: [1], event_jet_id: 1, sale_type_ids: [2147483648] }),
      },
    },
    {
      method: 'POST',
      path: '/api/shop-cart/',
      body: {
        type: 'application/json',
        data: JSON.stringify({ quantities: [1], event_jet_id: 1, sale_type_ids: [1], block_id: 9999999999 }),
      },
    },
    {
      method: 'POST',
      path: '/api/shop-cart/',
      body: { type: 'application/json', size: OVERSIZE_LARGE, oversize: true, large: true },
    },
    {
      method: 'POST',
      path: '/api/media/',
      body: { type: 'multipart/form-data; boundary=XYZ', size: OVERSIZE_LARGE, oversize: true, large: true },
    },
  ].map((p) => ({ headers: {}, ...p, probe: true }));
  const out = [...probes];
  while (out.length < count) {
    const route = pick(rnd, routes);
    let p = fillTemplate(rnd, route.template);
    if (route.kind === 'api' && rnd() < 0.7 && !p.endsWith('/')) p += '/';
    // Whatever is not printable ASCII goes out percent-encoded, as a client would send it.
    const path = (p + query(rnd)).replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
    let method = pick(rnd, route.kind === 'page' ? ['GET', 'GET', 'GET', 'HEAD', ...METHODS] : METHODS);
    if (methods === 'all' && rnd() < 0.02) method = pick(rnd, ODD_METHODS);
    const request = { method, path, headers: headers(rnd), ...(ODD_METHODS.includes(method) ? { odd: true } : {}) };
    if (!['GET', 'HEAD', 'OPTIONS'].includes(method) || rnd() < 0.02) request.body = body(rnd, route.template);
    out.push(request);
  }
  return out;
}
