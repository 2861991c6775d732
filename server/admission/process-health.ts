/**
 * This process's side of the machine's health (line.ts Health): how long the shop's answers took in
 * the last moment, how many shop requests were at work on average, how late the event loop ran, and
 * how many queries wait for a database connection (the pool's count, handed over by lib/db/postgres.ts
 * through globalThis).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { appHooks } from '../app-hooks.js';
import type { Health } from './line.js';

/** Fewer answers than this in a moment say nothing about their speed. */
const MIN_SAMPLES = 5;

export function processHealth() {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let durations: number[] = [];
  // Shop requests at work, summed over time since the last take (request·ms), for their average.
  let atWork = 0;
  let since = performance.now();
  let from = since;
  let workMs = 0;
  const settle = () => {
    const now = performance.now();
    workMs += atWork * (now - since);
    since = now;
  };
  return {
    /**
     * A shop request begins its work; the function returned ends it, with its answer's time (from its
     * arrival to its last byte) or null when it was not answered to the end.
     */
    began() {
      settle();
      atWork++;
      return (answeredMs: number | null) => {
        settle();
        atWork--;
        if (answeredMs !== null && durations.length < 10_000) durations.push(answeredMs);
      };
    },
    /** The figures since the last call, then a fresh start. */
    take(): Health {
      const sorted = durations.sort((a, b) => a - b);
      const slowMs = sorted.length >= MIN_SAMPLES ? sorted[Math.floor(sorted.length * 0.9)] : 0;
      durations = [];
      settle();
      const busy = workMs / Math.max(1, since - from);
      workMs = 0;
      from = since;
      const lagMs = loop.count > 0 ? loop.percentile(99) / 1e6 : 0;
      loop.reset();
      const dbWaits = typeof appHooks.__museumDatabaseWaiting === 'function' ? appHooks.__museumDatabaseWaiting() : 0;
      return { slowMs, lagMs, dbWaits, busy };
    },
    stop: () => loop.disable(),
  };
}

/** The worst of several processes' figures. */
export const worst = (all: Health[]): Health => ({
  slowMs: Math.max(0, ...all.map((h) => h.slowMs)),
  lagMs: Math.max(0, ...all.map((h) => h.lagMs)),
  dbWaits: Math.max(0, ...all.map((h) => h.dbWaits)),
  busy: Math.max(0, ...all.map((h) => h.busy)),
});
