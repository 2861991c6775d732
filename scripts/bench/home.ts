/**
 * npm run bench:home — requests per second of our cached pages beside a static file of the same
 * server and the prerendered page of an empty Next app of our very Next version (lib/bare-next.mjs),
 * all in one run (autocannon, 20 connections, BENCH_SECONDS each after a 2 s warm-up, one after the
 * other; bare Next first and last, the ratios against their mean), so the ratio to bare Next holds
 * even on a shared machine whose absolute figures wander. Every request says
 * `accept-encoding: gzip, br`, like a browser, to both servers: compressing is part of the work.
 *
 * Requests per second wander with whatever else the machine runs; the CPU time the serving process
 * spent per answer (from /proc, all its threads: zlib's thread pool included) does much less, so it is
 * printed beside them with its own ratio. The process is the one listening on the URL's port (Linux,
 * same user; elsewhere that column stays empty).
 *
 * Start the site first (npm start); BENCH_URL says where it runs (default http://localhost:3000).
 * The event detail page is the first one the events list links to.
 */
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import autocannon from 'autocannon';
import { startBareNext } from './lib/bare-next.mjs';

const base = process.env.BENCH_URL ?? 'http://localhost:3000';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const HEADERS = { 'accept-encoding': 'gzip, br' };
const EVENTS_LIST = '/de/programm/veranstaltungen';

type Row = {
  page: string;
  url: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'KB/answer': number;
  encoding: string;
  non2xx: number;
  errors: number;
  'CPU ms/answer': number | undefined;
  'req/s vs bare': string;
  'CPU vs bare': string;
};

/** The process listening on a TCP port: its socket's inode in /proc/net/tcp*, then the fd that holds it. */
function listenerPid(port: number): number | undefined {
  try {
    const inodes = new Set<string>();
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
        const cols = line.trim().split(/\s+/);
        if (cols.length > 9 && cols[3] === '0A' && parseInt(cols[1].split(':')[1], 16) === port)
          inodes.add(`socket:[${cols[9]}]`);
      }
    }
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      let fds: string[];
      try {
        fds = readdirSync(`/proc/${pid}/fd`);
      } catch {
        continue;
      }
      for (const fd of fds) {
        try {
          if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid);
        } catch {
          // The descriptor closed meanwhile.
        }
      }
    }
  } catch {
    // No /proc (not Linux).
  }
  return undefined;
}

/** User + system CPU time of a process (all threads) in ms; clock ticks are 1/100 s on Linux. */
function cpuMs(pid: number | undefined) {
  if (!pid) return undefined;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function run(page: string, url: string): Promise<Row> {
  // Warm up: the first requests render and cache the page (and its compressed copies), then two
  // seconds of load let the JIT compile the hot paths of either server.
  let encoding = 'none';
  for (let i = 0; i < 3; i++) {
    const res = await fetch(url, { headers: HEADERS });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    encoding = res.headers.get('content-encoding') ?? 'none';
    await res.arrayBuffer();
  }
  await autocannon({ url, connections: 20, duration: 2, headers: HEADERS });
  const pid = listenerPid(Number(new URL(url).port || 80));
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections: 20, duration, headers: HEADERS });
  const cpuAfter = cpuMs(pid);
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
    'CPU ms/answer':
      cpuBefore === undefined || cpuAfter === undefined
        ? undefined
        : Math.round(((cpuAfter - cpuBefore) / Math.max(1, result.requests.total)) * 1000) / 1000,
    'req/s vs bare': '',
    'CPU vs bare': '',
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
  console.log(
    `Building and starting the bare Next app (${duration} s per row, 20 connections, accept-encoding: gzip, br)…`,
  );
  const bare = await startBareNext();
  try {
    // Bare Next first and last: the floor is their mean, so a machine busier at one end of the run
    // does not favour either side.
    const rows = [
      await run('bare Next page', bare.url + '/'),
      await run('home', base + '/de'),
      await run('events list', base + EVENTS_LIST),
      await run('event detail', base + detail),
      await run('static file', base + '/html/404.html'),
      await run('bare Next page', bare.url + '/'),
    ];
    const bareRows = [rows[0], rows[rows.length - 1]];
    const floorRps = (bareRows[0]['req/s'] + bareRows[1]['req/s']) / 2;
    const floorCpu = bareRows.every((row) => row['CPU ms/answer'])
      ? (bareRows[0]['CPU ms/answer']! + bareRows[1]['CPU ms/answer']!) / 2
      : undefined;
    for (const row of rows) {
      row['req/s vs bare'] = `${Math.round((row['req/s'] / floorRps) * 100)} %`;
      // As throughput: bare Next's CPU per answer over ours (100 % = as cheap as bare Next).
      const cpu = row['CPU ms/answer'];
      row['CPU vs bare'] = cpu && floorCpu ? `${Math.round((floorCpu / cpu) * 100)} %` : '';
    }
    console.table(rows);
  } finally {
    await bare.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
