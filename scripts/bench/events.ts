/**
 * npm run bench:events — against a production server on the scale data set (npm run db:seed:scale,
 * then `next start` with DATA_DIR=.data/scale on another port):
 *
 * 1. Latency of /de/api/events/ with two filters, one request at a time. Each request draws two
 *    different filter kinds (room, type, tag, series, genre) with random values and a random start
 *    day within the next 300 days from a seeded generator. The first round asks every combination
 *    once: those requests miss the data cache (unless this seed already ran against this server, so
 *    the default seed changes per run; pass BENCH_SEED to repeat a draw on a fresh server). The second
 *    round asks the same combinations again, in another order, and hits the cache. Both rounds are
 *    reported separately and together, so the cache cannot hide the cost of a miss.
 * 2. Requests per second of the events list page (autocannon, 20 connections, BENCH_SECONDS=10),
 *    without a query (served from the page cache) and with a room filter (rendered per request).
 *
 * BENCH_URL (default http://localhost:3200), BENCH_REQUESTS per round (default 200). On a shared
 * machine wall-clock latency depends on what else runs; BENCH_PID (the server's process id, same
 * machine) adds the server's CPU time per request, which does not.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { seededRandom } from './lib/seeded-random.mjs';

const base = process.env.BENCH_URL ?? 'http://localhost:3200';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const perRound = Number(process.env.BENCH_REQUESTS ?? 200);
const seed = Number(process.env.BENCH_SEED ?? Date.now() % 2 ** 31);
const serverPid = process.env.BENCH_PID;

/** CPU milliseconds (user + system) the server process has used so far; NaN without BENCH_PID. */
function serverCpuMs() {
  if (!serverPid) return NaN;
  // Fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 per second on Linux).
  const fields = readFileSync(`/proc/${serverPid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function shuffle<T>(list: T[], next: () => number) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const summary = (label: string, values: number[], cpuMs = NaN) => ({
  requests: label,
  n: values.length,
  'p50 ms': percentile(values, 50).toFixed(1),
  'p95 ms': percentile(values, 95).toFixed(1),
  'max ms': percentile(values, 100).toFixed(1),
  'server CPU ms/request': Number.isNaN(cpuMs) ? '-' : (cpuMs / values.length).toFixed(1),
});

async function options() {
  const get = async (path: string) =>
    ((await (await fetch(base + path)).json()) as { id: number | string }[]).map((o) => o.id);
  return {
    room: await get('/api/rooms/'),
    type: await get('/api/exhibition-types/'),
    tag: await get('/api/event-tags/'),
    series: await get('/api/series/'),
    genre: await get('/api/genres/'),
  };
}

/** `count` distinct query strings with two filters and a start day each. */
function draw(values: Record<string, (number | string)[]>, count: number, next: () => number) {
  const kinds = Object.keys(values).filter((k) => values[k].length > 0);
  const pickOne = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  const queries = new Set<string>();
  while (queries.size < count) {
    const first = pickOne(kinds);
    const second = pickOne(kinds.filter((k) => k !== first));
    const day = new Date(Date.now() + Math.floor(next() * 300) * 86400_000);
    const date = `${String(day.getUTCDate()).padStart(2, '0')}-${String(day.getUTCMonth() + 1).padStart(2, '0')}-${day.getUTCFullYear()}`;
    queries.add(`${first}=${pickOne(values[first])}&${second}=${pickOne(values[second])}&date=${date}`);
  }
  return [...queries];
}

async function timed(query: string) {
  const url = `${base}/de/api/events/?${query}`;
  const t0 = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return ms;
}

async function apiLatency() {
  const next = seededRandom(seed);
  const queries = draw(await options(), perRound, next);
  // Loads the route's code once, with a query of its own, so the first measured request pays no start-up.
  await timed('room=1&genre=1&date=01-01-2000');
  const misses: number[] = [];
  const cpu0 = serverCpuMs();
  for (const query of queries) misses.push(await timed(query));
  const cpu1 = serverCpuMs();
  const hits: number[] = [];
  for (const query of shuffle(queries, next)) hits.push(await timed(query));
  const cpu2 = serverCpuMs();
  return [
    summary('first request of a combination (cache miss)', misses, cpu1 - cpu0),
    summary('repeated combination (cache hit)', hits, cpu2 - cpu1),
    summary('all', [...misses, ...hits], cpu2 - cpu0),
  ];
}

async function listPage(path: string) {
  await fetch(base + path);
  const cpu0 = serverCpuMs();
  const result = await autocannon({ url: base + path, connections: 20, duration });
  const cpuPerRequest = (serverCpuMs() - cpu0) / result.requests.total;
  return {
    path,
    'req/s (mean)': Math.round(result.requests.average),
    'latency p50 ms': result.latency.p50,
    'latency p99 ms': result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    'server CPU ms/request': Number.isNaN(cpuPerRequest) ? '-' : cpuPerRequest.toFixed(1),
  };
}

async function main() {
  console.log(`${base}, seed ${seed}${serverPid ? `, server pid ${serverPid}` : ''}`);
  console.table(await apiLatency());
  // Without a query the list comes from the page cache; any filter renders it per request.
  const [room] = (await (await fetch(`${base}/api/rooms/`)).json()) as { id: number }[];
  console.table([
    await listPage('/de/programm/veranstaltungen'),
    await listPage(`/de/programm/veranstaltungen?room=${room.id}`),
  ]);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
