import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { db, schema, type Db } from '@/lib/db';
import type { Locale } from '@/i18n/config';
import type { SearchKind } from '../schemas';
import { normalizeTerm } from '../query';
import { rows, tsConfig } from './config';

/** What an indexer produces for one entity in one language. */
export type SearchDocumentInput = {
  locale: Locale;
  title: string;
  body: string;
  url: string;
  date: Date | null;
  imageId: number | null;
};

/** The tsvector keeps at most this much body text; the rest adds nothing to finding a page. */
const MAX_BODY = 20_000;
const MAX_TITLE_SUGGESTION = 90;
const WORD = /[\p{L}\p{N}]{3,}/gu;

/** Autocomplete terms of one title: the whole title and each word of three letters or more. */
export function suggestionTerms(title: string): { term: string; label: string }[] {
  const out = new Map<string, string>();
  const clean = title.replace(/\s+/g, ' ').trim();
  if (clean && clean.length <= MAX_TITLE_SUGGESTION) out.set(normalizeTerm(clean), clean);
  for (const word of clean.match(WORD) ?? []) {
    const term = normalizeTerm(word);
    if (!out.has(term)) out.set(term, word);
  }
  return [...out].map(([term, label]) => ({ term, label }));
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function adjustSuggestions(tx: Tx, locale: string, terms: { term: string; label: string }[], delta: 1 | -1) {
  const s = schema.searchSuggestions;
  for (const { term, label } of terms) {
    if (delta > 0) {
      await tx
        .insert(s)
        .values({ locale, term, label, docCount: 1 })
        .onConflictDoUpdate({ target: [s.locale, s.term], set: { docCount: sql`${s.docCount} + 1` } });
    } else {
      await tx
        .update(s)
        .set({ docCount: sql`${s.docCount} - 1` })
        .where(and(eq(s.locale, locale), eq(s.term, term)));
    }
  }
  if (delta < 0) await tx.delete(s).where(and(eq(s.locale, locale), sql`${s.docCount} <= 0`));
}

/**
 * Replaces the documents of one entity (all languages) in one transaction, keeping the
 * autocomplete counts in step. An empty list removes the entity from the index.
 */
export async function replaceDocuments(
  kind: SearchKind,
  entityId: number,
  docs: SearchDocumentInput[],
  database: Db = db(),
) {
  const d = schema.searchDocuments;
  await database.transaction(async (tx) => {
    const old = await tx
      .delete(d)
      .where(and(eq(d.kind, kind), eq(d.entityId, entityId)))
      .returning({ locale: d.locale, title: d.title });
    for (const row of old) await adjustSuggestions(tx, row.locale, suggestionTerms(row.title), -1);
    for (const doc of docs) {
      const title = doc.title.trim();
      if (!title) continue;
      const body = doc.body.slice(0, MAX_BODY);
      const cfg = tsConfig(doc.locale);
      await tx.insert(d).values({
        kind,
        entityId,
        locale: doc.locale,
        title,
        body,
        url: doc.url,
        date: doc.date,
        imageId: doc.imageId,
        titleKey: normalizeTerm(title),
        tsv: sql`setweight(to_tsvector(${cfg}, ${title}), 'A') || setweight(to_tsvector(${cfg}, ${body}), 'B')`,
      });
      await adjustSuggestions(tx, doc.locale, suggestionTerms(title), 1);
    }
  });
}

/** Empties the whole index (before a full rebuild). */
export async function clearIndex(database: Db = db()) {
  await database.transaction(async (tx) => {
    await tx.delete(schema.searchDocuments);
    await tx.delete(schema.searchSuggestions);
  });
}

export async function countDocuments(database: Db = db()) {
  const [row] = await rows<{ n: number }>(database, sql`select count(*)::int as n from search_documents`);
  return row.n;
}
