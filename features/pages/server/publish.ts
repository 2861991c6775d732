import 'server-only';
import { and, asc, eq, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { db, schema, type Db } from '@/lib/db';
import { TAGS } from '@/lib/cache';
import { invalidateWrite } from '@/lib/write-effects';
import { ApiError, notFound } from '@/lib/api/errors';
import type { Locale } from '@/i18n/config';
import { reindex } from '@/features/search/server';
import type { DraftSection, PublishInput, UnpublishInput, VersionSummary } from '../publishing';
import { liveSections, snapshotOf } from './drafts';
import { readPageById } from './pages';
import { toSummary } from './versions';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const c = schema.containers;
const d = schema.pageDrafts;
const v = schema.pageVersions;
const s = schema.pageSchedules;

/** Makes the sections the page's live content in one language: updated, added and removed by slug. */
async function applySections(tx: Tx, pageId: number, locale: Locale, sections: DraftSection[]) {
  const slugs = sections.map((section) => section.slug);
  await tx
    .delete(c)
    .where(
      and(
        eq(c.pageId, pageId),
        eq(c.locale, locale),
        isNull(c.parentId),
        slugs.length ? notInArray(c.slug, slugs) : undefined,
      ),
    );
  const existing = new Set(
    (
      await tx
        .select({ slug: c.slug })
        .from(c)
        .where(and(eq(c.pageId, pageId), eq(c.locale, locale)))
    ).map((r) => r.slug),
  );
  for (const [position, section] of sections.entries()) {
    const values = { settings: section.settings, columns: section.columns, position, updatedAt: new Date() };
    if (existing.has(section.slug))
      await tx
        .update(c)
        .set(values)
        .where(and(eq(c.slug, section.slug), eq(c.locale, locale), eq(c.pageId, pageId)));
    else {
      const [row] = await tx
        .insert(c)
        .values({
          ...values,
          slug: section.slug,
          locale,
          pageId,
          model: 'section',
          contentType: 'page',
          objectId: pageId,
        })
        .onConflictDoNothing({ target: [c.slug, c.locale] })
        .returning({ id: c.id });
      if (!row) throw new ApiError(409, `The section slug ${section.slug} belongs to another page`, 'exists');
    }
  }
}

/** What visitors see of the page changes: its caches and the search index. */
async function afterPublish(pageId: number) {
  invalidateWrite('page-content', TAGS.page(pageId));
  await reindex('page', pageId);
}

async function draftAt(tx: Tx, pageId: number, locale: Locale, revision: number) {
  const [draft] = await tx
    .select()
    .from(d)
    .where(and(eq(d.pageId, pageId), eq(d.locale, locale)))
    .for('update');
  if ((draft?.revision ?? 0) !== revision)
    throw new ApiError(409, 'The draft was saved again since you started publishing it', 'conflict', {
      revision: draft?.revision ?? 0,
    });
  return draft;
}

/**
 * Publishes the page's draft (or, without one, its live sections again) now, or schedules it.
 * Now: the sections go live, a published version is kept and the draft is gone. At a time: a
 * scheduled version and a job (page_schedules) that publishes it then; the draft stays for more work.
 */
export async function publishPage(
  pageId: number,
  locale: Locale,
  userId: number,
  input: PublishInput,
): Promise<VersionSummary> {
  const page = await readPageById(locale, pageId);
  if (!page) throw notFound('Page');
  const at = input.at ? new Date(input.at) : null;
  if (at && at.getTime() <= Date.now())
    throw new ApiError(422, 'at: a time in the future (or null for now)', 'invalid', { at: ['a time in the future'] });
  const versionId = await db().transaction(async (tx) => {
    const draft = await draftAt(tx, pageId, locale, input.revision);
    const sections = (draft?.sections as DraftSection[] | undefined) ?? liveSections(page);
    const snapshot = snapshotOf(page, sections) as unknown as Record<string, unknown>;
    if (at) {
      const [version] = await tx
        .insert(v)
        .values({ pageId, locale, createdBy: userId, state: 'scheduled', sections, snapshot, publishAt: at })
        .returning({ id: v.id });
      await tx
        .insert(s)
        .values({ pageId, locale, action: 'publish', versionId: version.id, runAt: at, createdBy: userId });
      return version.id;
    }
    await applySections(tx, pageId, locale, sections);
    await tx.delete(d).where(and(eq(d.pageId, pageId), eq(d.locale, locale)));
    const [version] = await tx
      .insert(v)
      .values({ pageId, locale, createdBy: userId, state: 'published', sections, snapshot })
      .returning({ id: v.id });
    return version.id;
  });
  if (!at) await afterPublish(pageId);
  return versionSummary(versionId);
}

async function versionSummary(id: number): Promise<VersionSummary> {
  const [row] = await db().select().from(v).where(eq(v.id, id));
  return (await toSummary([row]))[0];
}

/** Takes the page offline now (all languages, as is_online is the page's) or schedules it. */
export async function unpublishPage(
  pageId: number,
  locale: Locale,
  userId: number,
  input: UnpublishInput,
): Promise<{ is_online: boolean; run_at: string | null }> {
  const [page] = await db().select({ id: schema.pages.id }).from(schema.pages).where(eq(schema.pages.id, pageId));
  if (!page) throw notFound('Page');
  if (input.at) {
    const at = new Date(input.at);
    if (at.getTime() <= Date.now())
      throw new ApiError(422, 'at: a time in the future (or null for now)', 'invalid', {
        at: ['a time in the future'],
      });
    await db().insert(s).values({ pageId, locale, action: 'unpublish', runAt: at, createdBy: userId });
    return { is_online: true, run_at: at.toISOString() };
  }
  await db().update(schema.pages).set({ isOnline: false, updatedAt: new Date() }).where(eq(schema.pages.id, pageId));
  await afterPublish(pageId);
  return { is_online: false, run_at: null };
}

/** Cancels a publish or unpublish that has not run yet. */
export async function cancelSchedule(pageId: number, scheduleId: number): Promise<void> {
  const [row] = await db()
    .delete(s)
    .where(and(eq(s.id, scheduleId), eq(s.pageId, pageId), isNull(s.doneAt)))
    .returning({ versionId: s.versionId });
  if (!row) throw notFound('Schedule');
  if (row.versionId)
    await db().update(v).set({ state: 'draft', publishAt: null, updatedAt: new Date() }).where(eq(v.id, row.versionId));
}

/** Scheduled jobs of a page that have not run yet, soonest first (the toolbar shows them). */
export async function pendingSchedules(pageId: number, locale: Locale) {
  const rows = await db()
    .select({ id: s.id, action: s.action, run_at: s.runAt, version_id: s.versionId })
    .from(s)
    .where(and(eq(s.pageId, pageId), eq(s.locale, locale), isNull(s.doneAt)))
    .orderBy(asc(s.runAt));
  return rows.map((r) => ({ ...r, run_at: r.run_at.toISOString() }));
}

/**
 * Runs the publish and unpublish jobs that are due, each in its own transaction. A job is claimed
 * with FOR UPDATE SKIP LOCKED, so several server instances never run the same one; it is marked
 * done in the same transaction, so a crash leaves it to run again.
 */
export async function runDueSchedules(now = new Date()): Promise<number> {
  let done = 0;
  for (;;) {
    const pageId = await db().transaction(async (tx) => {
      const [job] = await tx
        .select()
        .from(s)
        .where(and(isNull(s.doneAt), lte(s.runAt, now)))
        .orderBy(asc(s.runAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!job) return null;
      if (job.action === 'publish' && job.versionId) {
        const [version] = await tx.select().from(v).where(eq(v.id, job.versionId));
        const sections = (version?.sections ?? []) as DraftSection[];
        await applySections(tx, job.pageId, job.locale as Locale, sections);
        await tx.update(v).set({ state: 'published', updatedAt: new Date() }).where(eq(v.id, job.versionId));
        // The draft goes when it is what was scheduled; later work on it stays a draft.
        await tx
          .delete(d)
          .where(
            and(
              eq(d.pageId, job.pageId),
              eq(d.locale, job.locale),
              sql`${d.sections} = ${JSON.stringify(sections)}::jsonb`,
            ),
          );
      } else if (job.action === 'unpublish') {
        await tx
          .update(schema.pages)
          .set({ isOnline: false, updatedAt: new Date() })
          .where(eq(schema.pages.id, job.pageId));
      }
      await tx.update(s).set({ doneAt: new Date() }).where(eq(s.id, job.id));
      return job.pageId;
    });
    if (pageId === null) return done;
    done++;
    await afterPublish(pageId);
  }
}
