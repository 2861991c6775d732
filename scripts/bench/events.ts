/**
 * npm run bench:events — against a server on the scale data set (npm run db:seed:scale, then start
 * with DATA_DIR=.data/scale on another port): p50/p95 of /de/api/events/ with two filters over
 * varied filter values, and requests per second of the events list page (autocannon, 20 connections, 10 s).
 */
import autocannon from 'autocannon';

const base = process.env.BENCH_URL ?? 'http://localhost:3200';
const duration = Number(process.env.BENCH_SECONDS ?? 10);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function apiLatency() {
  const rooms = (await (await fetch(`${base}/api/rooms/`)).json()) as { id: number }[];
  const genres = (await (await fetch(`${base}/api/genres/`)).json()) as { id: number }[];
  const times: number[] = [];
  const uncached: number[] = [];
  for (let i = 0; i < 300; i++) {
    const room = rooms[i % rooms.length].id;
    const genre = genres[Math.floor(i / rooms.length) % genres.length].id;
    const url = `${base}/de/api/events/?room=${room}&genre=${genre}`;
    const t0 = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    const ms = performance.now() - t0;
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    // The first round over all room/genre pairs misses the data cache; later rounds hit it.
    (i < rooms.length * genres.length ? uncached : times).push(ms);
  }
  const all = [...uncached, ...times].sort((a, b) => a - b);
  uncached.sort((a, b) => a - b);
  return {
    'requests': all.length,
    'p50 ms (all)': percentile(all, 50).toFixed(1),
    'p95 ms (all)': percentile(all, 95).toFixed(1),
    'p50 ms (first request of a filter)': percentile(uncached, 50).toFixed(1),
    'p95 ms (first request of a filter)': percentile(uncached, 95).toFixed(1),
  };
}

async function listPage() {
  const path = '/de/programm/veranstaltungen';
  await fetch(base + path);
  const result = await autocannon({ url: base + path, connections: 20, duration });
  return { path, 'req/s (mean)': Math.round(result.requests.average), 'latency p50 ms': result.latency.p50, 'latency p99 ms': result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

async function main() {
  console.table([await apiLatency()]);
  console.table([await listPage()]);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
