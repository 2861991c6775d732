import type { IncomingMessage } from 'node:http';
import type { BlockList } from 'node:net';

export const ALLOWED_METHODS: string[];
export function unmapped(address?: string): string;
export function parseTrustedProxies(source?: string): BlockList;
export function isTrusted(list: BlockList, address: string): boolean;
export function earlyAnswer(
  req: IncomingMessage,
): { status: number; text: string; headers?: Record<string, string> } | null;
export function settleForwardedHeaders(req: IncomingMessage, trusted: BlockList): void;
