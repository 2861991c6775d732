import 'server-only';
import { notFound } from 'next/navigation';
import { parseId } from '@/lib/params';

/** ?page= of a magazine list page: 1 when absent, 404 when not a sensible page number. */
export function pageParam(value: string | string[] | undefined): number {
  if (value === undefined) return 1;
  const page = Number(Array.isArray(value) ? value[0] : value);
  if (!Number.isInteger(page) || page < 1 || page > 10_000) notFound();
  return page;
}

/** A numeric id path segment, or 404. */
export function idSegment(value: string): number {
  return parseId(value) ?? notFound();
}
