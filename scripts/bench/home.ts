/**
 * npm run bench:home — requests per second of the home page beside a static file served by the same
 * server in the same run (autocannon, 20 connections, 10 s each). Start the site first (npm start);
 * BENCH_URL says where it runs (default http://localhost:3000).
 */
import autocannon from 'autocannon';

const base = process.env.BENCH_URL ?? 'http://localhost:3000';
const duration = Number(process.env.BENCH_SECONDS ?? 10);

async function run(path: string) {
  // Warm up: the first request renders and caches the page.
  await fetch(base + path);
  const result = await autocannon({ url: base + path, connections: 20, duration });
  return {
    path,
    'req/s (mean)': Math.round(result.requests.average),
    'latency p50 ms': result.latency.p50,
    'latency p97.5 ms': result.latency.p97_5,
    'latency p99 ms': result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main() {
  const rows = [];
  for (const path of ['/de', '/html/404.html']) rows.push(await run(path));
  console.table(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
