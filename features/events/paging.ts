/**
 * The paging rule of docs/requirements.md §4: a request for a page at or below the current one is ignored unless a
 * reset is asked for (a reset starts again at the first page and clears what was loaded).
 */
export function shouldLoadPage(currentPage: number, requestedPage: number, reset = false): boolean {
  if (reset) return true;
  return requestedPage > currentPage;
}

/** Appends a page of results, skipping ids that are already there (a page can shift while loading). */
export function appendPage<T extends { id: number }>(loaded: T[], page: T[], reset = false): T[] {
  if (reset) return [...page];
  const seen = new Set(loaded.map((item) => item.id));
  return [...loaded, ...page.filter((item) => !seen.has(item.id))];
}
