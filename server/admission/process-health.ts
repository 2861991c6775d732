/**
 * This process's side of the machine's health (line.ts Health): how long the shop's answers took in
 * the last moment, how much CPU the process used, how late the event loop ran, and how many queries
 * wait for a database connection (the pool's count, handed over by lib/db/postgres.ts through
 * globalThis).
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
  let cpu = process.cpuUsage();
  let since = performance.now();
  return {
    /** One shop answer's time, from its arrival to its last byte. */
    answered(ms: number) {
      if (durations.length < 10_000) durations.push(ms);
    },
    /** The figures since the last call, then a fresh start. */
    take(): Health {
      const sorted = durations.sort((a, b) => a - b);
      const slowMs = sorted.length >= MIN_SAMPLES ? sorted[Math.floor(sorted.length * 0.9)] : 0;
      durations = [];
      const used = process.cpuUsage(cpu);
      const now = performance.now();
      const cpuCores = (used.user + used.system) / 1000 / Math.max(1, now - since);
      cpu = process.cpuUsage();
      since = now;
      const lagMs = loop.count > 0 ? loop.percentile(99) / 1e6 : 0;
      loop.reset();
      const dbWaits = typeof appHooks.__museumDatabaseWaiting === 'function' ? appHooks.__museumDatabaseWaiting() : 0;
      return { slowMs, lagMs, dbWaits, cpuCores };
    },
    stop: () => loop.disable(),
  };
}

/** The worst of several processes' figures, and the CPU they used together. */
export const worst = (all: Health[]): Health => ({
  slowMs: Math.max(0, ...all.map((h) => h.slowMs)),
  lagMs: Math.max(0, ...all.map((h) => h.lagMs)),
  dbWaits: Math.max(0, ...all.map((h) => h.dbWaits)),
  cpuCores: all.reduce((sum, h) => sum + h.cpuCores, 0),
});
