import 'server-only';
import type { NextRequest } from 'next/server';
import { clientAddressKey } from '@/lib/client-address';
import { createGate, type Gate } from '@/lib/concurrency';
import { env } from '@/lib/env';
import { consume, RateLimitError } from '@/lib/rate-limit';

// One gate per process: route handlers are bundled separately and would otherwise each get their own.
const GATE = Symbol.for('museum.searchGate');
type WithGate = typeof globalThis & { [GATE]?: Gate };

function searchGate(): Gate {
  const g = globalThis as WithGate;
  return (g[GATE] ??= createGate({
    total: env().SEARCH_MAX_CONCURRENT,
    perClient: env().SEARCH_MAX_CONCURRENT_PER_CLIENT,
  }));
}

/**
 * Runs a search in one of the process's search slots (SEARCH_MAX_CONCURRENT, and per client
 * SEARCH_MAX_CONCURRENT_PER_CLIENT). A full gate answers 429 at once rather than queueing: a burst of
 * 100 searches used to slow every other page of the site (median 1.9 s).
 */
export async function withSearchSlot<T>(req: NextRequest, search: () => Promise<T>): Promise<T> {
  const release = searchGate().tryEnter(clientAddressKey(req));
  if (!release)
    throw new RateLimitError(1, 'Too many searches at the same time; please try again in a moment.', 'search_busy');
  try {
    return await search();
  } finally {
    release();
  }
}

/** Autocomplete requests per client address (LIMITS.autocomplete); 429 with Retry-After beyond. */
export async function limitAutocomplete(req: NextRequest) {
  await consume('autocomplete', [clientAddressKey(req)], 'Too many suggestions requested; please wait a moment.');
}
