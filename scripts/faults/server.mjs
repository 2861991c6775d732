/**
 * The production server under test: `npm start` (server/start.ts) (builds when the sources are newer than
 * the build) in its own process group, so SIGKILL reaches the Node.js server itself, not only npm.
 */
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';

export function startServer({ env, log }) {
  const out = openSync(log, 'a');
  const child = spawn('node', ['--import', 'tsx', 'server/start.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
    detached: true,
  });
  return {
    child,
    /** kill -9 of the whole group: no shutdown hook, no flushed buffers, as a crash or the OOM killer. */
    kill9: () => signal(child, 'SIGKILL'),
    stop: () => signal(child, 'SIGTERM'),
  };
}

function signal(child, name) {
  try {
    process.kill(-child.pid, name);
  } catch {
    // Already gone.
  }
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve),
  );
}

/** Waits until the server answers anything below 500 on `path`; the time it took. */
export async function waitReady(base, { path = '/de', timeoutMs = 600_000, child } = {}) {
  const started = Date.now();
  let lastSaid = started;
  let last = 'nothing yet';
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} before it was ready`);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 5000);
    try {
      const res = await fetch(base + path, { signal: controller.signal, redirect: 'manual' });
      await res.arrayBuffer();
      if (res.status < 500) return Date.now() - started;
      last = `HTTP ${res.status}`;
    } catch (error) {
      // Not listening yet (or still building).
      last = String(error?.cause?.code ?? error?.name ?? error);
    } finally {
      clearTimeout(timer);
    }
    if (Date.now() - lastSaid > 30_000) {
      lastSaid = Date.now();
      console.log(`[faults] waiting for the server (${Math.round((Date.now() - started) / 1000)} s, last: ${last})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not ready within ${timeoutMs} ms`);
}
