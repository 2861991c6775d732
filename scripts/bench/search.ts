/**
 * npm run bench:search — latency of autocomplete and full search through the HTTP API. Start the
 * site on the scale data set first (DATA_DIR=.data/search-scale, a port other than 3000/3100);
 * BENCH_URL says where it runs. Each request uses a different text, so no answer comes from a cache.
 */
const base = process.env.BENCH_URL ?? 'http://localhost:3200';
const rounds = Number(process.env.BENCH_REQUESTS ?? 300);

const words = [
  'scheune',
  'schmiede',
  'mühle',
  'backhaus',
  'apfel',
  'hochzeit',
  'fachwerk',
  'weber',
  'töpfer',
  'kapelle',
  'garten',
  'ernte',
  'winter',
  'markt',
  'kinder',
  'brot',
  'pferde',
  'theater',
  'ofen',
  'werkstatt',
];

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(name: string, urls: string[]) {
  const times: number[] = [];
  let failures = 0;
  for (const url of urls) {
    const started = performance.now();
    const res = await fetch(base + url);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (!res.ok) failures++;
  }
  return {
    name,
    requests: urls.length,
    'p50 ms': +percentile(times, 50).toFixed(1),
    'p95 ms': +percentile(times, 95).toFixed(1),
    'max ms': +Math.max(...times).toFixed(1),
    failures,
  };
}

async function main() {
  await fetch(`${base}/api/search/autocomplete/?query=a`); // warm-up: route compiled, database open
  const prefixes = Array.from({ length: rounds }, (_, i) => {
    const word = words[i % words.length];
    // Every keystroke of the word (1..n letters), with a cache-busting page-irrelevant suffix param.
    return `/api/search/autocomplete/?lang=de&query=${encodeURIComponent(word.slice(0, 1 + (i % word.length)))}&r=${i}`;
  });
  const searches = Array.from({ length: rounds }, (_, i) => {
    const q = i % 3 === 0 ? `${words[i % words.length]} ${words[(i * 7) % words.length]}` : words[i % words.length];
    return `/api/search/?lang=de&query=${encodeURIComponent(q)}&page=${1 + (i % 3)}`;
  });
  console.table([await measure('autocomplete', prefixes), await measure('full search (events + others)', searches)]);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// A module, not a script: its names stay its own.
export {};
