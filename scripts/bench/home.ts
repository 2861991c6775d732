/**
 * npm run bench:home — requests per second of our cached pages beside a static file of the same
 * server and the prerendered page of an empty Next app of our very Next version (lib/bare-next.mjs),
 * all in one run (autocannon, 20 connections, BENCH_SECONDS each, one after the other), so the ratio
 * to bare Next holds even on a shared machine whose absolute figures wander. Every request says
 * `accept-encoding: gzip, br`, like a browser, to both servers: compressing is part of the work.
 *
 * Start the site first (npm start); BENCH_URL says where it runs (default http://localhost:3000).
 * The event detail page is the first one the events list links to.
 */
import autocannon from 'autocannon';
import { startBareNext } from './lib/bare-next.mjs';

const base = process.env.BENCH_URL ?? 'http://localhost:3000';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const HEADERS = { 'accept-encoding': 'gzip, br' };
const EVENTS_LIST = '/de/programm/veranstaltungen';

type Row = { page: string; url: string; 'req/s': number; 'p50 ms': number; 'p99 ms': number; 'KB/answer': number; encoding: string; non2xx: number; errors: number; 'vs bare Next': string };

async function run(page: string, url: string): Promise<Row> {
  // Warm up: the first requests render and cache the page (and its compressed copies).
  let encoding = 'none';
  for (let i = 0; i < 3; i++) {
    const res = await fetch(url, { headers: HEADERS });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    encoding = res.headers.get('content-encoding') ?? 'none';
    await res.arrayBuffer();
  }
  const result = await autocannon({ url, connections: 20, duration, headers: HEADERS });
  return {
    page,
    url: new URL(url).pathname,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'KB/answer': Math.round(result.throughput.total / Math.max(1, result.requests.total) / 102.4) / 10,
    encoding,
    non2xx: result.non2xx,
    errors: result.errors,
    'vs bare Next': '',
  };
}

/** The first event detail page the events list links to: a real one, whatever the content. */
async function eventDetailPath() {
  const html = await (await fetch(base + EVENTS_LIST)).text();
  const match = html.match(/href="(\/de\/programm\/veranstaltungen\/[^"/?#]+\/\d+)"/);
  if (!match) throw new Error(`${EVENTS_LIST} links to no event detail page`);
  return match[1];
}

async function main() {
  const detail = await eventDetailPath();
  console.log(`Building and starting the bare Next app (${duration} s per row, 20 connections, accept-encoding: gzip, br)…`);
  const bare = await startBareNext();
  try {
    const rows = [
      await run('home', base + '/de'),
      await run('events list', base + EVENTS_LIST),
      await run('event detail', base + detail),
      await run('static file', base + '/html/404.html'),
      await run('bare Next page', bare.url + '/'),
    ];
    const floor = rows[rows.length - 1]['req/s'];
    for (const row of rows) row['vs bare Next'] = `${Math.round((row['req/s'] / floor) * 100)} %`;
    console.table(rows);
  } finally {
    await bare.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
