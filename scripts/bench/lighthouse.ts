/**
 * npm run bench:lighthouse — Lighthouse (default mobile config: simulated slow 4G and a 4x slower
 * CPU) on the public page types of issue #19: home, events list, an event, a production, an article
 * and search. Three runs per page (BENCH_RUNS), each in a fresh profile state (Lighthouse resets
 * storage, so every run is a first visit: the cookie banner shows). Prints per page the median of
 * the four category scores and of LCP, TBT and CLS, and the LCP element of the median run.
 *
 * Start the site first (npm start); BENCH_URL says where it runs (default http://localhost:3000).
 * The detail pages are taken from the sitemap, so the demo content's ids do not matter.
 * Simulated TBT scales with how busy the machine is: compare builds back to back and note `uptime`.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync } from 'node:fs';
import os from 'node:os';

const base = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Every page URL of the sitemap index and the sitemaps it lists. */
async function sitemapUrls(): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].trim());
  const index = await fetch(`${base}/sitemap.xml`);
  if (!index.ok) throw new Error(`${base}/sitemap.xml answered ${index.status}`);
  const urls: string[] = [];
  for (const file of locs(await index.text())) {
    // The sitemap names the public SITE_URL; ask the server under test for the same path.
    const res = await fetch(base + new URL(file).pathname);
    if (res.ok) urls.push(...locs(await res.text()).map((u) => base + new URL(u).pathname));
  }
  return urls;
}

async function pagesToTest() {
  const urls = await sitemapUrls();
  const first = (label: string, pattern: RegExp) => {
    const url = urls.find((u) => pattern.test(new URL(u).pathname));
    if (!url) throw new Error(`the sitemap lists no ${label} (${pattern}); is the demo content loaded?`);
    return url;
  };
  return [
    { label: 'home', url: `${base}/de` },
    { label: 'events list', url: `${base}/de/programm/veranstaltungen` },
    { label: 'event', url: first('event page', /^\/de\/programm\/veranstaltungen\/[^/]+\/[^/]+\/?$/) },
    { label: 'production', url: first('production page', /^\/de\/produktionen\/[^/]+\/[^/]+\/?$/) },
    { label: 'article', url: first('article', /^\/de\/mediathek-de\/(?!categories\/|tags\/)[^/]+\/[^/]+\/?$/) },
    { label: 'search', url: `${base}/de/suche?q=${encodeURIComponent(process.env.BENCH_QUERY ?? 'Brot')}` },
  ];
}

type Run = { scores: Record<string, number>; lcp: number; tbt: number; cls: number; lcpElement: string };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** The LCP element as Lighthouse names it: its selector and the start of its text or markup. */
function lcpElementOf(audit: { details?: unknown } | undefined): string {
  type Node = { selector?: string; nodeLabel?: string; snippet?: string };
  const details = audit?.details as { items?: { items?: { node?: Node }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  if (!node) return '(none)';
  return `${node.selector ?? node.snippet ?? '?'} "${(node.nodeLabel ?? '').slice(0, 40)}"`;
}

async function main() {
  const pages = await pagesToTest();
  for (const page of pages) await fetch(page.url); // the first request renders and caches the page
  const chrome = await launch({ chromePath, chromeFlags });
  const rows = [];
  try {
    for (const page of pages) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(page.url, { port: chrome.port, output: 'json', logLevel: 'error' });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${page.url}`);
        if (lhr.runtimeError) throw new Error(`${page.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const audit = (id: string) => lhr.audits[id];
        results.push({
          scores: Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
          lcp: audit('largest-contentful-paint').numericValue ?? NaN,
          tbt: audit('total-blocking-time').numericValue ?? NaN,
          cls: audit('cumulative-layout-shift').numericValue ?? NaN,
          lcpElement: lcpElementOf(audit('largest-contentful-paint-element')),
        });
        const failed = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
        if (process.env.BENCH_VERBOSE) console.error(page.label, 'failed binary audits:', failed.map((a) => a.id).join(', ') || 'none');
      }
      const medianRun = [...results].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor((results.length - 1) / 2)];
      rows.push({
        page: page.label,
        path: new URL(page.url).pathname + new URL(page.url).search,
        ...Object.fromEntries(categories.map((c) => [c === 'best-practices' ? 'bp' : c === 'performance' ? 'perf' : c === 'accessibility' ? 'a11y' : c, median(results.map((r) => r.scores[c]))])),
        'LCP ms': Math.round(median(results.map((r) => r.lcp))),
        'TBT ms': Math.round(median(results.map((r) => r.tbt))),
        CLS: +median(results.map((r) => r.cls)).toFixed(3),
        'LCP element': medianRun.lcpElement,
      });
    }
  } finally {
    await chrome.kill();
  }
  console.log(`Lighthouse ${runs} runs per page, mobile, medians; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.table(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
