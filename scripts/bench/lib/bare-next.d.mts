/** The empty Next app of our own Next version, started on a free port (bare-next.mjs). */
export function startBareNext(options?: { root?: string }): Promise<{ url: string; stop: () => Promise<void> }>;
