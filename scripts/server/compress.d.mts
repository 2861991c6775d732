import type { IncomingMessage, ServerResponse } from 'node:http';

export const CACHE_BYTES: number;
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null;
export type VariantCache = {
  peek(key: string): Buffer | undefined;
  make(key: string, body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer>;
  stats(): { entries: number; bytes: number };
};
export function createVariantCache(options?: {
  maxBytes?: number;
  compress?: (body: Buffer, encoding: 'br' | 'gzip') => Promise<Buffer>;
}): VariantCache;
export function createCompression(options?: {
  cache?: VariantCache;
}): (req: IncomingMessage, res: ServerResponse) => void;
