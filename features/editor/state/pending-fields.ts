/**
 * What staff typed into a field and the page has not taken yet. Every field of every block (a headline
 * or text typed on the page, a field of the edit modal) reports each change here under its own key; one
 * timer for them all runs `onIdle` a moment after the last change anywhere, which takes every pending
 * value into the draft and saves it. Pure (no React), so the rule is tested on its own.
 */
export type PendingFields = {
  /** A field's newest value, as a function that puts it into the draft; restarts the shared timer. */
  change: (key: string, commit: () => void) => void;
  /** Forgets a field's pending value (a modal cancelled); the others stay. */
  drop: (key: string) => void;
  /** Puts every pending value into the draft now; answers whether there was any. */
  flush: () => boolean;
  readonly size: number;
  /** What runs when typing has stopped (set by whoever saves, once it can). */
  setIdle: (onIdle: () => void) => void;
  /** Typing stopped for certain (the field lost focus): onIdle now, not after the pause. */
  idleNow: () => void;
  dispose: () => void;
};

export function createPendingFields(delayMs: number, idle: () => void = () => undefined): PendingFields {
  let onIdle = idle;
  const pending = new Map<string, () => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    change(key, commit) {
      pending.set(key, commit);
      stop();
      timer = setTimeout(() => {
        timer = undefined;
        onIdle();
      }, delayMs);
    },
    drop(key) {
      pending.delete(key);
      if (pending.size === 0) stop();
    },
    flush() {
      stop();
      const commits = [...pending.values()];
      pending.clear();
      for (const commit of commits) commit();
      return commits.length > 0;
    },
    get size() {
      return pending.size;
    },
    setIdle(next) {
      onIdle = next;
    },
    idleNow() {
      stop();
      onIdle();
    },
    dispose: stop,
  };
}
