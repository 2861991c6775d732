import { z } from 'zod';

/** The paged object of docs/requirements.md §3: {count, next, previous, results}. */
export type Paged<T> = { count: number; next: string | null; previous: string | null; results: T[] };

const MAX_PAGE_SIZE = 100;

/** page >= 1 and page_size capped at MAX_PAGE_SIZE, both numeric (else 400). */
export const pageQuery = (defaultSize = 10) => ({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(100000)
    .default(1),
  page_size: z.coerce
    .number({ error: 'page_size must be a number' })
    .int()
    .min(1, 'page_size must be 1 or more')
    .default(defaultSize)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
});

/** Builds the paged answer; next/previous are absolute URLs of the same request with another page. */
export function paged<T>(requestUrl: string, results: T[], count: number, page: number, pageSize: number): Paged<T> {
  const link = (p: number) => {
    const url = new URL(requestUrl);
    url.searchParams.set('page', String(p));
    return url.toString();
  };
  return {
    count,
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  };
}
