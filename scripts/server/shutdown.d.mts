import type { Server } from 'node:http';
import type { Logger } from 'pino';

export function shutdownTimeoutFromEnv(value?: string): number;

export function createShutdown(
  server: Server,
  options: {
    timeoutMs?: number;
    log: Logger;
    app?: () => { stopBackground(): Promise<void>; close(): Promise<void> } | undefined;
    exit?: (code: number) => unknown;
  },
): { shutdown(signal: string): Promise<unknown>; inFlight(): number; draining(): boolean };
