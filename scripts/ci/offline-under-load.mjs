#!/usr/bin/env node
/**
 * Is the site ever "offline" under load? 100 concurrent searches for 15 s while /de is sampled every
 * 250 ms; exits 1 if /de answered 503 even once. Usage: node scripts/ci/offline-under-load.mjs [base-url]
 * (default BASE_URL or http://localhost:3000). Run by tests/e2e/offline-under-load.spec.ts in CI.
 */
const base = (process.argv[2] ?? process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const CONCURRENCY = Number(process.env.LOAD_CONCURRENCY ?? 100);
const DURATION_MS = Number(process.env.LOAD_SECONDS ?? 15) * 1000;
const SAMPLE_EVERY_MS = 250;
const REQUEST_TIMEOUT_MS = 20_000;

const searchTimes = [];
const searchStatus = new Map();
const samples = new Map();
let n = 0;
const until = Date.now() + DURATION_MS;

async function get(path) {
  const started = performance.now();
  try {
    const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), redirect: 'manual' });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  } catch (error) {
    return {
      status: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'error',
      ms: performance.now() - started,
    };
  }
}

async function searcher() {
  while (Date.now() < until) {
    const { status, ms } = await get(`/de/search?q=museum${++n}`);
    searchTimes.push(ms);
    searchStatus.set(status, (searchStatus.get(status) ?? 0) + 1);
  }
}

/** One sample of /de every 250 ms, each on its own (a slow answer does not delay the next sample). */
async function sampler() {
  const pending = [];
  while (Date.now() < until) {
    pending.push(get('/de').then(({ status }) => samples.set(status, (samples.get(status) ?? 0) + 1)));
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
  }
  await Promise.all(pending);
}

const percentile = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]) : 0;
};

await Promise.all([sampler(), ...Array.from({ length: CONCURRENCY }, searcher)]);

const offline = samples.get(503) ?? 0;
const sampled = [...samples.values()].reduce((a, b) => a + b, 0);
console.log(
  `searches: ${searchTimes.length} in ${DURATION_MS / 1000} s at ${CONCURRENCY} concurrent, p50 ${percentile(searchTimes, 50)} ms, p95 ${percentile(searchTimes, 95)} ms, statuses ${JSON.stringify(Object.fromEntries(searchStatus))}`,
);
console.log(
  `/de samples: ${sampled}, statuses ${JSON.stringify(Object.fromEntries(samples))}, 503 "offline": ${offline}`,
);
process.exit(offline === 0 && sampled > 0 ? 0 : 1);
