import 'server-only';
import { notFound } from 'next/navigation';
import type { Locale } from '@/i18n/config';
import { normalizePagePath } from '../path';
import { getPageByPath } from './pages';

/** The online page at the catch-all segments, or the 404 page (offline pages are 404 for visitors). */
export async function loadPublicPage(locale: Locale, segments: string[] | undefined) {
  const path = normalizePagePath(segments);
  if (path === null) notFound();
  const page = await getPageByPath(locale, path);
  if (!page || !page.is_online) notFound();
  return page;
}

/**
 * The same page for generateMetadata, without throwing: metadata renders outside the not-found
 * boundary, so a notFound() there turns the 404 page into an empty error shell.
 */
export async function findPublicPage(locale: Locale, segments: string[] | undefined) {
  const path = normalizePagePath(segments);
  if (path === null) return null;
  const page = await getPageByPath(locale, path);
  return page?.is_online ? page : null;
}
