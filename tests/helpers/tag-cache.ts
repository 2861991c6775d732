/**
 * A stand-in for next/cache that caches like Next does, for tests of what a write expires: each
 * unstable_cache result is kept per key and arguments (as JSON, as Next stores it) under its tags,
 * and revalidateTag drops every entry with that tag. The default shim (tests/setup/next-shims.ts)
 * passes through, so it cannot tell a write that forgot a tag; with this one a cached reader keeps
 * showing the old data until the write expires its tag, as the production server would.
 * Use: vi.mock('next/cache', async () => (await import('../helpers/tag-cache')).tagCache).
 */
type Entry = { json: string; tags: readonly string[] };
const entries = new Map<string, Entry>();

export const tagCache = {
  unstable_cache<A extends unknown[], R>(
    fn: (...args: A) => Promise<R>,
    key: string[],
    options: { tags?: readonly string[] } = {},
  ) {
    return async (...args: A): Promise<R> => {
      const id = JSON.stringify([key, args]);
      const hit = entries.get(id);
      if (hit) return JSON.parse(hit.json) as R;
      const value = await fn(...args);
      entries.set(id, { json: JSON.stringify(value), tags: options.tags ?? [] });
      return JSON.parse(JSON.stringify(value)) as R;
    };
  },
  revalidateTag(tag: string) {
    for (const [id, entry] of entries) if (entry.tags.includes(tag)) entries.delete(id);
  },
  revalidatePath() {},
  updateTag(tag: string) {
    tagCache.revalidateTag(tag);
  },
};

/** Empties the cache (a test that wants a cold start). */
export function clearTagCache() {
  entries.clear();
}
