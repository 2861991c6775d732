import { closeDb } from './db/client';
import { stopDatabaseProbe } from './db/health';
import { log } from './log';

/**
 * The app's half of a graceful shutdown (the HTTP half is server/shutdown.ts). Work a process
 * does on its own (polls, sweeps, listeners) registers here; the custom server, outside the bundles,
 * reaches it through `globalThis.__museumShutdown`, set by instrumentation.ts:
 *   1. `stopBackground()` when the signal comes: no poll starts new work; rounds under way go on;
 *   2. `close()` after the last request finished: waits for those rounds, closes registered
 *      connections, stops the database probe and closes the pool (PGlite: writes its files out).
 * The list lives on globalThis because instrumentation.ts, the proxy and the route bundles each have
 * their own copy of this module.
 */
type Hook = () => unknown;
type Registry = { background: Map<string, Hook>; resources: Map<string, Hook>; pending: Promise<unknown>[] };

const registry: Registry = ((globalThis as { __museumShutdownRegistry?: Registry }).__museumShutdownRegistry ??= {
  background: new Map(),
  resources: new Map(),
  pending: [],
});

const shutdownLog = log.child({ component: 'shutdown' });

/** `stop` ends a background job's timer; a promise it returns (the round under way) is awaited before the database closes. */
export function onStopBackground(name: string, stop: Hook) {
  registry.background.set(name, stop);
}

/** A connection to close after the last request and before the pool (e.g. a dedicated LISTEN client). */
export function onCloseResource(name: string, close: Hook) {
  registry.resources.set(name, close);
}

async function settle(kind: string, entries: [string, Hook][]) {
  await Promise.all(
    entries.map(async ([name, run]) => {
      try {
        await run();
      } catch (error) {
        shutdownLog.error({ err: error, [kind]: name }, 'shutdown step failed');
      }
    }),
  );
}

function stopBackground() {
  registry.pending.push(settle('job', [...registry.background]));
  return Promise.resolve();
}

async function close() {
  if (!registry.pending.length) stopBackground();
  await Promise.all(registry.pending);
  await settle('resource', [...registry.resources]);
  stopDatabaseProbe();
  await closeDb();
}

/** instrumentation.ts: lets the custom server run the two steps above. */
export function installShutdownHooks() {
  globalThis.__museumShutdown = { stopBackground, close };
}
