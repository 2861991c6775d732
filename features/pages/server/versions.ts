import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import { notFound } from '@/lib/api/errors';
import type { Locale } from '@/i18n/config';
import type { DraftEntity, DraftSection, VersionEntity, VersionState, VersionSummary } from '../publishing';
import { authorsOf } from './authors';
import { readDraft, saveDraft } from './drafts';

const v = schema.pageVersions;
const VERSIONS_PAGE_SIZE = 20;

export async function toSummary(rows: (typeof v.$inferSelect)[]): Promise<VersionSummary[]> {
  const authors = await authorsOf(rows.map((r) => r.createdBy));
  return rows.map((r) => ({
    id: r.id,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    author: r.createdBy ? (authors.get(r.createdBy) ?? null) : null,
    state: r.state as VersionState,
    publish_at: r.publishAt?.toISOString() ?? null,
  }));
}

/** A page's versions in one language, newest first, as a paged object. */
export async function listVersions(pageId: number, locale: Locale, page: number) {
  const where = and(eq(v.pageId, pageId), eq(v.locale, locale));
  const [{ total }] = await db().select({ total: count() }).from(v).where(where);
  const rows = await db()
    .select()
    .from(v)
    .where(where)
    .orderBy(desc(v.createdAt), desc(v.id))
    .limit(VERSIONS_PAGE_SIZE)
    .offset((page - 1) * VERSIONS_PAGE_SIZE);
  return { count: total, page, page_size: VERSIONS_PAGE_SIZE, results: await toSummary(rows) };
}

export async function readVersion(pageId: number, locale: Locale, versionId: number): Promise<VersionEntity> {
  const [row] = await db()
    .select()
    .from(v)
    .where(and(eq(v.id, versionId), eq(v.pageId, pageId), eq(v.locale, locale)));
  if (!row) throw notFound('Version');
  const [summary] = await toSummary([row]);
  const sections =
    (row.sections as DraftSection[] | null) ??
    ((row.snapshot.modules ?? []) as DraftSection[]).map(({ slug, settings, columns }) => ({
      slug,
      settings,
      columns,
    }));
  return { ...summary, sections };
}

/** Restores a version into the draft (docs/requirements.md §6); the draft before it stays among the versions. */
export async function restoreVersion(
  pageId: number,
  locale: Locale,
  versionId: number,
  userId: number,
): Promise<DraftEntity> {
  const { sections } = await readVersion(pageId, locale, versionId);
  const draft = await readDraft(pageId, locale);
  return saveDraft(pageId, locale, userId, { revision: draft?.revision ?? 0, sections, force: false });
}
