export type Gate = {
  /** A release function when a slot is free, null when the process or this client is at its cap. */
  tryEnter(clientKey: string | null): (() => void) | null;
  /** Work running now, in total and for one client (tests, health figures). */
  running(clientKey?: string | null): number;
};

export function createGate(limits: { total: number; perClient: number }): Gate;
