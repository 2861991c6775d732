/**
 * Load for the fault script: visitors browsing (cached pages, a page rendered per request, API
 * reads) and buyers checking out, each answer recorded with the phase it fell in.
 */
import { cookieHeader, keepCookies } from '../bench/lib/cookie-jar.mjs';

/** Every answer (or its absence) with the phase of the run it fell in. */
export function recorder() {
  const rows = [];
  let phase = 'warm-up';
  return {
    rows,
    get phase() {
      return phase;
    },
    setPhase(next) {
      phase = next;
      console.log(`[faults] ${new Date().toISOString().slice(11, 23)} phase: ${next}`);
    },
    add(row) {
      rows.push({ phase, at: Date.now(), ...row });
    },
  };
}

/**
 * One request; status 0 is "no answer" (refused, reset, or no answer within 30 s). With `jar` (a Map),
 * cookies are kept and sent as a browser does: the shop's pass, place in line and cart.
 */
export async function hit(rec, kind, base, path, { jar, ...init } = {}) {
  const started = performance.now();
  try {
    const cookie = jar && cookieHeader(jar);
    const headers = cookie ? { ...init.headers, cookie } : init.headers;
    const res = await fetch(base + path, {
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
      ...init,
      headers,
    });
    if (jar) keepCookies(jar, res);
    const body = await res.text();
    rec?.add({
      kind,
      path,
      status: res.status,
      ms: performance.now() - started,
      cache: res.headers.get('x-nextjs-cache'),
      retryAfter: res.headers.get('retry-after'),
    });
    return { status: res.status, body, headers: res.headers };
  } catch (error) {
    rec?.add({
      kind,
      path,
      status: 0,
      ms: performance.now() - started,
      error: String(error?.cause?.code ?? error?.name ?? error),
    });
    return { status: 0, body: '', headers: new Headers() };
  }
}

/** One ticket of `offer` into the cart of the client whose cookies `jar` keeps, recorded as `kind`. */
export function addOne(rec, kind, base, offer, headers, jar) {
  return hit(rec, kind, base, '/api/shop-cart/', {
    jar,
    method: 'POST',
    headers,
    body: JSON.stringify({
      quantities: [1],
      event_jet_id: offer.id_jet,
      sale_type_ids: [offer.sale_type_id],
      seat_group: offer.seat_group,
    }),
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A visitor: the given paths in turn, a short pause between requests, until stopped. */
export async function browse(rec, base, paths, stop) {
  const jar = new Map();
  for (let i = 0; !stop.done; i++) {
    const { kind, path } = paths[i % paths.length];
    await hit(rec, kind, base, path, { jar, headers: { accept: 'text/html,application/json' } });
    await sleep(25);
  }
}

/**
 * A buyer: adds one ticket and checks out (invoice), over and over. Each checkout comes from its own
 * documentation-range address (X-Forwarded-For, believed from 127.0.0.1 with TRUSTED_PROXIES): one
 * machine plays many buyers without meeting the per-client order limit.
 */
export async function buy(rec, base, offer, stop, buyer, orders) {
  for (let n = 0; !stop.done; n++) {
    const address = `203.0.113.${((buyer * 37 + n) % 250) + 1}`;
    const headers = { origin: base, 'content-type': 'application/json', 'x-forwarded-for': address };
    // Each round is a new buyer with the cookies a browser keeps (the shop's pass, then the cart).
    const jar = new Map();
    const added = await addOne(rec, 'cart add', base, offer, headers, jar);
    if (added.status !== 200 || !jar.has('museum_cart')) {
      await sleep(100);
      continue;
    }
    const email = `buyer-${buyer}-${n}-${Date.now()}@example.org`;
    const res = await hit(rec, 'checkout', base, '/api/shop-checkout/', {
      jar,
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Fault Test', email, gtc: true, locale: 'de', payment_method: 'invoice' }),
    });
    if (res.status === 201) orders.push(JSON.parse(res.body).code);
    await sleep(50);
  }
}
