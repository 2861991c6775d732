#!/usr/bin/env node
/**
 * npm run bench:memory [-- --seconds 600] [--port 3190] [--cmd "node dist/server/main.js"]
 *
 * Does the server's memory stay flat under a crawl plus fuzz? Starts the existing production build
 * (run `npm run build` first) on a fresh embedded database in .data/bench-memory, then for the given
 * time (default 10 minutes) alternates a crawl of every page reachable from /de, /en and /cs with
 * rounds of the fuzz corpus (tests/fuzz/fuzz.mjs, a new seed each round). Prints the resident memory
 * (RSS) of the server's process tree before, during and after, and the size of Next's route cache on
 * disk (.next/server/route-cache and app), which unknown ids used to grow by ~123 kB each.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, runFuzz } from '../../tests/fuzz/fuzz.mjs';

const args = parseArgs(process.argv.slice(2));
const seconds = Number(args.seconds ?? 600);
const port = Number(args.port ?? 3190);
const base = `http://localhost:${port}`;
const root = process.cwd();
const dataDir = '.data/bench-memory';

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

/** RSS in MB of a process and all its descendants (Linux /proc). */
function treeRss(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // The process ended while we listed it.
    }
  }
  let kb = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    try {
      const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      if (m) kb += Number(m[1]);
    } catch {
      continue;
    }
    stack.push(...(children.get(p) ?? []));
  }
  return Math.round(kb / 1024);
}

function dirSizeMb(dir) {
  let bytes = 0;
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else bytes += statSync(p).size;
    }
  };
  if (existsSync(dir)) walk(dir);
  return bytes / 1024 / 1024;
}

/** Next 16 keeps pages of dynamic routes in .next/server/route-cache, prerendered ones in .next/server/app. */
function routeCacheMb() {
  return (
    dirSizeMb(path.join(root, '.next', 'server', 'route-cache')) + dirSizeMb(path.join(root, '.next', 'server', 'app'))
  );
}

async function waitReady() {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${base}/pageeditor-api/settings`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('The server did not start within 3 minutes');
}

/** One pass over every same-site page link reachable from the home pages (at most `limit` pages). */
async function crawl(until, limit = 400) {
  const seen = new Set(['/de', '/en', '/cs']);
  const queue = [...seen];
  let pages = 0;
  const worker = async () => {
    while (queue.length && Date.now() < until && pages < limit) {
      const p = queue.shift();
      pages++;
      try {
        const res = await fetch(base + p, { redirect: 'follow', signal: AbortSignal.timeout(20_000) });
        const html = (res.headers.get('content-type') ?? '').includes('text/html')
          ? await res.text()
          : (await res.arrayBuffer(), '');
        for (const m of html.matchAll(/href="(\/(?:de|en|cs)[^"#]*)"/g)) {
          const link = m[1].replace(/&amp;/g, '&');
          if (!seen.has(link) && !/\/(dashboard|user|webshop\/checkout)/.test(link)) {
            seen.add(link);
            queue.push(link);
          }
        }
      } catch {
        // A slow or failed page does not stop the crawl; the fuzz reports errors.
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return pages;
}

rmSync(dataDir, { recursive: true, force: true });
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), SITE_URL: base, NEXT_TELEMETRY_DISABLED: '1' };
// The production server (npm start's), so the figures include its own layer (server/).
const command = args.cmd ? args.cmd.split(' ') : ['node', 'dist/server/main.js'];
const server = spawn(command[0], command.slice(1), { env, stdio: ['ignore', 'ignore', 'inherit'] });
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

try {
  await waitReady();
  const cacheBefore = routeCacheMb();
  const rssStart = treeRss(server.pid);
  console.log(
    `server ready: RSS ${rssStart} MB, route cache ${cacheBefore.toFixed(1)} MB; crawling and fuzzing for ${seconds} s`,
  );
  const started = Date.now();
  const until = started + seconds * 1000;
  // Warm-up: a crawl pass (a quarter of the time at most), so "before" counts the pages every server
  // holds once; then crawl and fuzz take turns in slices.
  const slice = Math.max(20_000, seconds * 150);
  const warmPages = await crawl(Math.min(until, started + Math.max(slice, seconds * 250)));
  const rssBefore = treeRss(server.pid);
  console.log(`after a warm-up crawl of ${warmPages} pages: RSS ${rssBefore} MB`);
  let peak = rssBefore;
  let round = 0;
  let fuzzed = 0;
  let crawled = 0;
  let fivexx = 0;
  const sampler = setInterval(() => {
    const rss = treeRss(server.pid);
    peak = Math.max(peak, rss);
    console.log(
      `  ${Math.round((Date.now() - started) / 1000)} s: RSS ${rss} MB (crawled ${crawled}, fuzzed ${fuzzed})`,
    );
  }, 30_000);
  while (Date.now() < until) {
    crawled += await crawl(Math.min(until, Date.now() + slice), 200);
    const left = (until - Date.now()) / 1000;
    if (left <= 1) break;
    const result = await runFuzz({
      base,
      seed: 1000 + round++,
      count: 1500,
      concurrency: 8,
      maxSeconds: Math.min(60, left),
      log: () => undefined,
    });
    fuzzed += result.sent;
    fivexx += result.failures.length;
  }
  clearInterval(sampler);
  // Let timers, sockets and the garbage collector settle before the final figure.
  await new Promise((r) => setTimeout(r, 5000));
  const rssAfter = treeRss(server.pid);
  const cacheAfter = routeCacheMb();
  console.log(
    `\nmemory bench: ${seconds} s, ${crawled + warmPages} pages crawled, ${fuzzed} fuzz requests (${fivexx} failures)`,
  );
  console.log(`RSS before ${rssBefore} MB, after ${rssAfter} MB, peak ${peak} MB (at start ${rssStart} MB)`);
  console.log(`route cache on disk: before ${cacheBefore.toFixed(1)} MB, after ${cacheAfter.toFixed(1)} MB`);
} finally {
  stop();
}
