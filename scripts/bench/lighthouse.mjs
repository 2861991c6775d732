/**
 * npm run bench:lighthouse — Lighthouse (default mobile config: simulated slow 4G and a 4x slower
 * CPU) on the public page types of issue #19: home, events list, an event, a production, an article
 * and search (/de/search?q=BENCH_QUERY). Three runs per page (BENCH_RUNS), each in a fresh profile state (Lighthouse resets
 * storage, so every run is a first visit: the cookie banner shows). Prints per page the median of
 * the four category scores and of LCP, TBT and CLS, and the LCP element of the median run.
 *
 * The first row is the floor: the prerendered page of an empty Next app of our version.
 * Start the site first (npm start); BENCH_URL says where it runs (default http://localhost:3000).
 * The detail pages are taken from the sitemap, so the demo content's ids do not matter.
 * BENCH_SAVE=<dir> keeps every run's full report (JSON) there, e.g. for the long tasks behind TBT.
 * BENCH_PAGES="events list,event" audits only those page types.
 * Simulated TBT scales with how busy the machine is: compare builds back to back and note `uptime`.
 * Plain JavaScript, not tsx: tsx adds `__name` helpers to functions, and Lighthouse sends some of
 * its functions into the page as source text, where those helpers do not exist.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { startBareNext } from './lib/bare-next.mjs';
import { publicPages } from './lib/public-pages.mjs';

const base = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** The LCP element as Lighthouse names it: its selector and the start of its text or markup. */
function lcpElementOf(audit) {
  const node = audit?.details?.items?.[0]?.items?.[0]?.node;
  if (!node) return '(none)';
  return `${node.selector ?? node.snippet ?? '?'} "${(node.nodeLabel ?? '').slice(0, 40)}"`;
}

/** The audits below full marks in the accessibility, best-practices and SEO categories. */
function failedAudits(lhr) {
  return ['accessibility', 'best-practices', 'seo'].flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${c}/${ref.id}`),
  );
}

/** One Lighthouse run; a run whose trace broke (NO_NAVSTART and the like, on a busy machine) is repeated twice at most. */
async function audit(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
}

async function main() {
  // The floor: the empty Next app of our version (scripts/bench/lib/bare-next.mjs), audited the same
  // way, so a score can be read against what this machine gives Next itself. BENCH_BARE=0 skips it.
  const bare = process.env.BENCH_BARE === '0' ? null : await startBareNext();
  // BENCH_PAGES=home,event … audits only those page types (labels as printed).
  const only = process.env.BENCH_PAGES?.split(',').map((label) => label.trim());
  const ours = process.env.BENCH_ONLY_BARE
    ? []
    : (await publicPages(base)).filter((page) => !only || only.includes(page.label));
  const pages = [...(bare ? [{ label: 'bare Next (floor)', url: `${bare.url}/` }] : []), ...ours];
  for (const page of pages) await fetch(page.url); // the first request renders and caches the page
  const chrome = await launch({ chromePath, chromeFlags });
  const rows = [];
  const failures = new Set();
  try {
    for (const page of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await audit(page.url, chrome.port);
        if (process.env.BENCH_SAVE) {
          mkdirSync(process.env.BENCH_SAVE, { recursive: true });
          writeFileSync(
            `${process.env.BENCH_SAVE}/${page.label.replace(/\W+/g, '-')}-${i + 1}.json`,
            JSON.stringify(lhr),
          );
        }
        const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
        results.push({
          scores: Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
          lcp: numeric('largest-contentful-paint'),
          tbt: numeric('total-blocking-time'),
          cls: numeric('cumulative-layout-shift'),
          lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']),
        });
        for (const id of failedAudits(lhr)) failures.add(`${page.label}: ${id}`);
      }
      const medianRun = [...results].sort((a, b) => a.scores.performance - b.scores.performance)[
        Math.floor((results.length - 1) / 2)
      ];
      rows.push({
        page: page.label,
        path: new URL(page.url).pathname + new URL(page.url).search,
        ...Object.fromEntries(
          categories.map((c) => [
            c === 'best-practices' ? 'bp' : c === 'performance' ? 'perf' : c === 'accessibility' ? 'a11y' : c,
            median(results.map((r) => r.scores[c])),
          ]),
        ),
        'LCP ms': Math.round(median(results.map((r) => r.lcp))),
        'TBT ms': Math.round(median(results.map((r) => r.tbt))),
        CLS: +median(results.map((r) => r.cls)).toFixed(3),
        'LCP element': medianRun.lcpElement,
      });
    }
  } finally {
    await chrome.kill();
    await bare?.stop();
  }
  console.log(
    `Lighthouse ${runs} runs per page, mobile, medians; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.table(rows);
  if (failures.size) console.log(`Audits below full marks (any run):\n  ${[...failures].join('\n  ')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
