export function startBareNext(options?: { root?: string }): Promise<{ url: string; stop(): Promise<void> }>;
