import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { db, schema, type Db } from '@/lib/db';
import { ApiError } from '@/lib/api/errors';
import type { Locale } from '@/i18n/config';
import { sanitizeBlock } from '@/features/blocks';
import type { Block } from '@/features/blocks';
import type { DraftEntity, DraftSave, DraftSection } from '../publishing';
import type { PageEntity } from '../types';
import { authorsOf } from './authors';
import { readPageById } from './pages';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const d = schema.pageDrafts;
const v = schema.pageVersions;

/** Draft saves by the same person within this time update one version instead of adding one each. */
const COALESCE_MS = 10 * 60 * 1000;

/** Rich text and HTML cleaned by each block's definition, as for a published section. */
const cleanSections = (sections: DraftSection[]): DraftSection[] =>
  sections.map((s) => ({
    ...s,
    columns: s.columns.map((c) => ({ classes: c.classes, children: c.children.map((b) => sanitizeBlock(b as Block)) })),
  }));

/** The live page's sections as a draft holds them (what a new draft starts from). */
export function liveSections(page: PageEntity): DraftSection[] {
  return page.modules.map((m) => ({ slug: m.slug, settings: m.settings, columns: m.columns })) as DraftSection[];
}

/** The page entity as it would look with these sections (the snapshot a version keeps). */
export function snapshotOf(page: PageEntity, sections: DraftSection[]): PageEntity {
  const live = new Map(page.modules.map((m) => [m.slug, m]));
  return {
    ...page,
    modules: sections.map((s) => ({
      ...(live.get(s.slug) ?? {
        id: 0,
        model: 'section',
        parent: null,
        content_type: 'page',
        object_id: page.id,
        updated_at: '',
      }),
      slug: s.slug,
      settings: s.settings,
      columns: s.columns,
    })),
  };
}

export async function readDraft(pageId: number, locale: Locale): Promise<DraftEntity | null> {
  const [row] = await db()
    .select()
    .from(d)
    .where(and(eq(d.pageId, pageId), eq(d.locale, locale)));
  if (!row) return null;
  const authors = await authorsOf([row.updatedBy]);
  return {
    page_id: row.pageId,
    revision: row.revision,
    sections: row.sections as DraftSection[],
    updated_by: row.updatedBy ? (authors.get(row.updatedBy) ?? null) : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Keeps a version of a draft save (docs/requirements.md §6: every draft save keeps a version). Saves in a row by one
 * person (autosave) update their latest draft version, so the list shows edits, not keystrokes.
 */
async function keepDraftVersion(tx: Tx, page: PageEntity, locale: Locale, userId: number, sections: DraftSection[]) {
  const [latest] = await tx
    .select()
    .from(v)
    .where(and(eq(v.pageId, page.id), eq(v.locale, locale)))
    .orderBy(desc(v.createdAt), desc(v.id))
    .limit(1);
  const snapshot = snapshotOf(page, sections) as unknown as Record<string, unknown>;
  if (
    latest &&
    latest.state === 'draft' &&
    latest.createdBy === userId &&
    Date.now() - latest.createdAt.getTime() < COALESCE_MS
  ) {
    await tx.update(v).set({ sections, snapshot, updatedAt: new Date() }).where(eq(v.id, latest.id));
  } else {
    await tx.insert(v).values({ pageId: page.id, locale, createdBy: userId, state: 'draft', sections, snapshot });
  }
}

/** A draft save over another revision than the one the edit started from: who saved it, and when. */
async function conflict(tx: Tx, row: typeof d.$inferSelect) {
  const authors = await authorsOf([row.updatedBy], tx);
  const by = row.updatedBy ? authors.get(row.updatedBy) : undefined;
  return new ApiError(
    409,
    `The draft was saved by ${by?.name ?? 'someone else'} since you started editing it`,
    'conflict',
    {
      revision: row.revision,
      updated_by: by ?? null,
      updated_at: row.updatedAt.toISOString(),
    },
  );
}

/**
 * Saves the draft of a page in one language (the editor's save and autosave). The revision must be
 * the draft's current one (0: no draft yet) unless `force` keeps this copy over a newer one; the
 * other copy is not lost, it stays among the versions.
 */
export async function saveDraft(
  pageId: number,
  locale: Locale,
  userId: number,
  input: DraftSave,
): Promise<DraftEntity> {
  const page = await readPageById(locale, pageId);
  if (!page) throw new ApiError(404, 'Page not found', 'not_found');
  const sections = cleanSections(input.sections);
  await db().transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(d)
      .where(and(eq(d.pageId, pageId), eq(d.locale, locale)))
      .for('update');
    if (!input.force && (current?.revision ?? 0) !== input.revision)
      throw await conflict(
        tx,
        current ?? { pageId, locale, sections: [], revision: 0, updatedBy: null, updatedAt: new Date() },
      );
    const revision = (current?.revision ?? 0) + 1;
    await tx
      .insert(d)
      .values({ pageId, locale, sections, revision, updatedBy: userId, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: [d.pageId, d.locale],
        set: { sections, revision, updatedBy: userId, updatedAt: new Date() },
      });
    await keepDraftVersion(tx, page, locale, userId, sections);
  });
  const saved = await readDraft(pageId, locale);
  if (!saved) throw new Error('draft vanished after saving');
  return saved;
}

/** Drops the draft (the editor's "discard"); the published page and the versions stay. */
export async function discardDraft(pageId: number, locale: Locale): Promise<void> {
  await db()
    .delete(d)
    .where(and(eq(d.pageId, pageId), eq(d.locale, locale)));
}
