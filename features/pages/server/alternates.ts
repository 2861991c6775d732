import 'server-only';
import type { Locale } from '@/i18n/config';
import { splitLocale, translateRoutedPath } from '@/i18n/paths';
import { normalizePagePath } from '../path';
import { getPageByPath } from './pages';

/**
 * The same page in another language: localized routes are translated by their templates (detail
 * pages then correct the slug themselves), CMS pages by their per-language urls. Falls back to the
 * other language's home page.
 */
export async function alternatePath(fromPath: string, target: Locale): Promise<string> {
  const split = splitLocale(fromPath);
  if (!split) return `/${target}`;
  const [source, rest] = split;
  const routed = translateRoutedPath(rest, source, target);
  if (routed !== null) return `/${target}${routed}`;
  const path = normalizePagePath(rest.split('/').filter(Boolean));
  if (path === null) return `/${target}`;
  const page = await getPageByPath(source, path);
  return (page?.is_online && page.urls[target]) || `/${target}`;
}
