/**
 * Within one process the shop's writes (add to cart, checkout, the plain forms) go before the pages of
 * orders already made. An order's page is the heaviest page a buyer loads (a full render, about half
 * of a buyer's CPU in an on-sale rush, docs/performance.md §14), and the order it shows is placed: it
 * may wait a moment. So such a page starts when no write is at work in this process and no other such
 * page is rendering (one at a time: several started together would block the next write for their
 * whole render), or after `maxWaitMs` whatever is at work; the buyers still choosing and paying keep
 * a fast answer. A checkout's mails wait the same way (server/app-hooks.ts __museumAfterShopWrites).
 */
export type WritesFirst = {
  /** A write starts; the function returned ends it (once). */
  write(): () => void;
  /**
   * A page that may wait: its end function once it may start (at once when nothing is at work), or
   * null when `gone` fired first.
   */
  later(gone: AbortSignal): (() => void) | Promise<(() => void) | null>;
};

export function writesFirst(maxWaitMs: number): WritesFirst {
  let writing = 0;
  let rendering = 0;
  const queue: { start: () => void }[] = [];

  const endOnce = (end: () => void) => {
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      end();
      pump();
    };
  };
  const began = () => {
    rendering++;
    return endOnce(() => rendering--);
  };
  const pump = () => {
    while (queue.length && writing === 0 && rendering === 0) queue.shift()!.start();
  };

  return {
    write() {
      writing++;
      return endOnce(() => writing--);
    },
    later(gone) {
      if (writing === 0 && rendering === 0) return began();
      if (gone.aborted) return Promise.resolve(null);
      return new Promise((resolve) => {
        const settle = (end: (() => void) | null) => {
          const at = queue.indexOf(entry);
          if (at >= 0) queue.splice(at, 1);
          clearTimeout(timer);
          gone.removeEventListener('abort', leave);
          resolve(end);
        };
        const entry = { start: () => settle(began()) };
        const leave = () => settle(null);
        const timer = setTimeout(entry.start, maxWaitMs);
        gone.addEventListener('abort', leave, { once: true });
        queue.push(entry);
      });
    },
  };
}
