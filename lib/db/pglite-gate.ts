import { DatabaseUnavailableError, noteDatabaseError } from './health';

/**
 * PGlite is one connection: a query waits for every query and transaction before it. Behind a long
 * transaction that wait had no end; here it is bounded. The gate lets one query or transaction in at
 * a time (as PGlite does itself), and a caller that has not got its turn after `timeoutMs` gives up
 * with DatabaseUnavailableError (503) without ever reaching the database, so nothing it asked for
 * runs later. What runs is not cut short (PGlite cannot cancel a statement).
 */
export function gated<T extends object>(client: T, timeoutMs: number): T {
  if (timeoutMs <= 0) return client;
  const gate = new Gate(timeoutMs);
  const wrapped = new Map<PropertyKey, unknown>();
  return new Proxy(client, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      if (!wrapped.has(key)) {
        const bound = (value as (...args: unknown[]) => unknown).bind(target);
        wrapped.set(
          key,
          GATED_METHODS.has(key) ? (...args: unknown[]) => gate.run(() => bound(...args) as Promise<unknown>) : bound,
        );
      }
      return wrapped.get(key);
    },
  });
}

/** The methods drizzle calls (a transaction's own queries go through its tx object, inside the turn). */
const GATED_METHODS = new Set<PropertyKey>(['query', 'exec', 'transaction']);

class Gate {
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly timeoutMs: number) {}

  run<R>(work: () => Promise<R>): Promise<R> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    return new Promise<R>((resolve, reject) => {
      let gaveUp = false;
      const timer = setTimeout(() => {
        gaveUp = true;
        const error = new DatabaseUnavailableError(`The database stayed busy for ${this.timeoutMs} ms.`);
        noteDatabaseError(error);
        reject(error);
      }, this.timeoutMs);
      void previous.then(() => {
        clearTimeout(timer);
        // Whoever gave up passes the turn straight on.
        if (gaveUp) return release();
        Promise.resolve().then(work).then(resolve, reject).finally(release);
      });
    });
  }
}
