/**
 * A cap on how many of one kind of work run at the same time, in total and per client. Concurrency is
 * a property of one process (its CPU and its database pool), so the counts live in its memory; what
 * must hold across instances (rates over minutes) goes through lib/rate-limit.ts instead. A leaf
 * module: the search API (features/search) and the production server's search-page cap
 * (server/stages/search-gate.ts, compiled apart from the bundles) share it.
 */
export type Gate = {
  /** A release function when a slot is free, null when the process or this client is at its cap. */
  tryEnter(clientKey: string | null): (() => void) | null;
  /** Work running now, in total and for one client (tests, health figures). */
  running(clientKey?: string | null): number;
};

export function createGate(limits: { total: number; perClient: number }): Gate {
  let total = 0;
  const byClient = new Map<string, number>();
  return {
    tryEnter(clientKey) {
      if (total >= limits.total) return null;
      const mine = clientKey ? (byClient.get(clientKey) ?? 0) : 0;
      if (clientKey && mine >= limits.perClient) return null;
      total++;
      if (clientKey) byClient.set(clientKey, mine + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total--;
        if (!clientKey) return;
        const left = (byClient.get(clientKey) ?? 1) - 1;
        // Deleted at zero, so the map holds only clients with work in flight and cannot grow.
        if (left <= 0) byClient.delete(clientKey);
        else byClient.set(clientKey, left);
      };
    },
    running(clientKey) {
      return clientKey === undefined ? total : clientKey ? (byClient.get(clientKey) ?? 0) : 0;
    },
  };
}
