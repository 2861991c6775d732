/**
 * At most `size` shop requests of this process at work at once; a request beyond waits for a slot in
 * arrival order, but never longer than `maxWaitMs`, and one whose client has gone away gives its turn up.
 * The line (line.ts) keeps the load near what the machine serves fast; this bounds the rest: buyers
 * already inside (a pass, a cart) who all ask at the same moment.
 */
export type Slots = {
  /** A release function, or null when no slot came free in time (`waitMs`, else maxWaitMs) or `gone` fired first. */
  take(gone: AbortSignal, waitMs?: number): Promise<(() => void) | null> | (() => void);
  busy(): number;
  queued(): number;
};

export function createSlots({ size, maxWaitMs }: { size: number; maxWaitMs: number }): Slots {
  let busy = 0;
  const queue: { grant: (release: (() => void) | null) => void }[] = [];

  const release = () => {
    const next = queue.shift();
    if (next) next.grant(once());
    else busy--;
  };
  const once = () => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      release();
    };
  };

  return {
    take(gone, waitMs = maxWaitMs) {
      if (busy < size) {
        busy++;
        return once();
      }
      if (gone.aborted) return Promise.resolve(null);
      return new Promise((resolve) => {
        const entry = {
          grant(granted: (() => void) | null) {
            clearTimeout(timer);
            gone.removeEventListener('abort', leave);
            resolve(granted);
          },
        };
        const leave = () => {
          const at = queue.indexOf(entry);
          if (at >= 0) queue.splice(at, 1);
          entry.grant(null);
        };
        const timer = setTimeout(leave, Math.max(0, waitMs));
        gone.addEventListener('abort', leave, { once: true });
        queue.push(entry);
      });
    },
    busy: () => busy,
    queued: () => queue.length,
  };
}
