import 'server-only';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import type { Locale } from '@/i18n/config';
import { parseId } from '@/lib/params';
import { roleAllows } from '@/features/auth';
import { currentUser } from '@/features/auth/server';
import { normalizePagePath } from '../path';
import type { PageEntity } from '../types';
import { readDraft, snapshotOf } from './drafts';
import { getPageByPath, readPageByPath } from './pages';
import { readVersion } from './versions';

/** What staff see instead of the published page: the draft, a version (?v=), or an offline page. */
export type PagePreview =
  { state: 'draft' | 'offline' } | { state: 'version'; versionId: number; createdAt: string } | null;

type Search = Promise<Record<string, string | string[] | undefined>>;

/**
 * Staff browse in Next's draft mode (switched on at login): their requests skip the static cache and
 * render here. Only a valid session of a role that edits pages counts (door and box office staff see
 * the published site); the draft-mode cookie alone shows nothing.
 */
async function isStaffPreview(): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false;
  const user = await currentUser();
  return user !== null && roleAllows(user.role, 'editor');
}

async function staffPage(
  locale: Locale,
  path: string,
  searchParams: Search,
): Promise<{ page: PageEntity; preview: PagePreview } | null> {
  const page = await readPageByPath(locale, path);
  if (!page) return null;
  const v = (await searchParams).v;
  const versionId = parseId(Array.isArray(v) ? v[0] : v);
  if (versionId !== null) {
    const version = await readVersion(page.id, locale, versionId).catch(() => null);
    return version
      ? {
          page: snapshotOf(page, version.sections),
          preview: { state: 'version', versionId, createdAt: version.created_at },
        }
      : null;
  }
  const draft = await readDraft(page.id, locale);
  if (draft) return { page: snapshotOf(page, draft.sections), preview: { state: 'draft' } };
  return { page, preview: page.is_online ? null : { state: 'offline' } };
}

/**
 * The page at the catch-all segments: for visitors the online, published page (cached) or the 404
 * page; for staff the draft, the version of ?v= or the offline page (docs/requirements.md §4 and §6).
 */
export async function loadPage(
  locale: Locale,
  segments: string[] | undefined,
  searchParams: Search,
): Promise<{ page: PageEntity; preview: PagePreview }> {
  const path = normalizePagePath(segments);
  if (path === null) notFound();
  if (await isStaffPreview()) {
    const staff = await staffPage(locale, path, searchParams);
    if (!staff) notFound();
    return staff;
  }
  const page = await getPageByPath(locale, path);
  if (!page || !page.is_online) notFound();
  return { page, preview: null };
}

/**
 * The same page for generateMetadata, without throwing: metadata renders outside the not-found
 * boundary, so a notFound() there turns the 404 page into an empty error shell.
 */
export async function findPage(locale: Locale, segments: string[] | undefined) {
  const path = normalizePagePath(segments);
  if (path === null) return null;
  if (await isStaffPreview()) return readPageByPath(locale, path);
  const page = await getPageByPath(locale, path);
  return page?.is_online ? page : null;
}
