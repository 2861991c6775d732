import type { Logger } from 'pino';

export const LOG_LEVELS: readonly ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
export type LogLevel = (typeof LOG_LEVELS)[number];

export function logLevel(value?: string, nodeEnv?: string): LogLevel;
export function readableLine(json: string): string;
export function createLogger(options?: {
  format?: 'json' | 'readable';
  level?: LogLevel;
  destination?: { write(line: string): unknown };
}): Logger;
export const log: Logger;
