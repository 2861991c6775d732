import type { IncomingMessage, ServerResponse } from 'node:http';

export const DEFAULT_MB: number;
export const DEFAULT_SECONDS: number;
export type ResponseCacheOptions = { maxBytes?: number; maxSeconds?: number; now?: () => number };
export type ResponseCache = {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  clear(): void;
  close(): void;
  stats(): { entries: number; bytes: number; hits: number; stored: number };
};
export function keyOf(req: IncomingMessage): string | null;
export function lifetimeOf(headers: Record<string, unknown>, maxSeconds: number): number;
export function dropResponseCaches(): void;
export function createResponseCache(options?: ResponseCacheOptions): ResponseCache;
