import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db';
import type { Locale } from '@/i18n/config';
import { getMediaMap } from '@/features/media/server';
import { normalizeTerm, parseQuery, snippet } from '../query';
import type { SearchGroup, SearchKind, SearchResult, Suggestion } from '../schemas';
import { rows, tsConfig } from './config';

type Hit = {
  kind: SearchKind;
  entity_id: number;
  title: string;
  body: string;
  url: string;
  date: Date | string | null;
  image_id: number | null;
};
/**
 * count: results that can be paged to; capped: more documents matched than are ranked
 * (RANKED_CANDIDATES), so the honest label is "more than {count}".
 */
export type SearchPage = { count: number; capped: boolean; results: SearchResult[] };
type Found = { hits: Hit[]; total: number };

function groupFilter(group: SearchGroup): SQL {
  if (group === 'events') return sql`and d.kind = 'event'`;
  if (group === 'others') return sql`and d.kind <> 'event'`;
  return sql``;
}

/**
 * Full-text hits: title matches (weight A) first, then by rank, newer first. Every token is a
 * prefix, so 'schmied' finds 'Schmiede'; the stemmer of the language maps plurals to singulars.
 * Tokens are letters and digits only, which is what makes them safe inside the tsquery text.
 */
async function fullText(
  locale: Locale,
  groups: string[][],
  group: SearchGroup,
  limit: number,
  offset: number,
): Promise<Found> {
  const cfg = tsConfig(locale);
  const any = groups.map((alts) => `(${alts.map((t) => `${t}:*`).join(' | ')})`).join(' & ');
  const inTitle = groups.map((alts) => `(${alts.map((t) => `${t}:*A`).join(' | ')})`).join(' & ');
  const match = sql`d.locale = ${locale} and d.tsv @@ to_tsquery(${cfg}, ${any}) ${groupFilter(group)}`;
  // Ranking reads every candidate's tsvector: with common words that is thousands of rows, so only
  // a bounded candidate set is ranked - documents whose title contains a typed word (trigram index)
  // plus the first others found. The total is exact; only RANKED_CANDIDATES of it can be paged to.
  const titleHas = sql.join(
    groups.map(
      (alts) =>
        sql`(${sql.join(
          alts.map((t) => sql`d.title_key like ${`%${normalizeTerm(t)}%`}`),
          sql` or `,
        )})`,
    ),
    sql` and `,
  );
  const [hits, [{ total }]] = await Promise.all([
    rows<Hit>(
      db(),
      sql`with c as (
            (select d.id from search_documents d where ${match} and ${titleHas} limit ${TITLE_CANDIDATES})
            union
            (select d.id from search_documents d where ${match} limit ${CANDIDATES})
          )
          select d.kind, d.entity_id, d.title, d.url, d.date, d.image_id, left(d.body, 2000) as body
          from search_documents d join c on c.id = d.id
          order by (d.tsv @@ to_tsquery(${cfg}, ${inTitle})) desc, ts_rank(d.tsv, to_tsquery(${cfg}, ${any})) desc, d.date desc nulls last, d.id
          limit ${limit} offset ${offset}`,
    ),
    rows<{ total: number }>(db(), sql`select count(*)::int as total from search_documents d where ${match}`),
  ]);
  return { hits, total };
}

const TITLE_CANDIDATES = 300;
const CANDIDATES = 700;
/** At most this many hits are ranked, and so can be paged to (see fullText). */
const RANKED_CANDIDATES = TITLE_CANDIDATES + CANDIDATES;

/** For a word that finds nothing, the closest known title word by trigram similarity ('schmeide' -> 'schmiede'). */
async function closestTerm(locale: Locale, token: string): Promise<string | null> {
  if (token.length < 3) return null;
  const [row] = await rows<{ term: string }>(
    db(),
    sql`select term from search_suggestions
        where locale = ${locale} and term % ${token} and position(' ' in term) = 0
        order by similarity(term, ${token}) desc, doc_count desc limit 1`,
  );
  return row && row.term !== token ? row.term : null;
}

/** Last resort for a mistyped phrase: trigram word similarity against the titles. */
async function titleSimilarity(
  locale: Locale,
  text: string,
  group: SearchGroup,
  limit: number,
  offset: number,
): Promise<Found> {
  const key = normalizeTerm(text);
  const where = sql`d.locale = ${locale} and ${key} <% d.title_key ${groupFilter(group)}`;
  const [hits, [{ total }]] = await Promise.all([
    rows<Hit>(
      db(),
      sql`select d.kind, d.entity_id, d.title, d.url, d.date, d.image_id, left(d.body, 2000) as body
          from search_documents d where ${where}
          order by word_similarity(${key}, d.title_key) desc, d.id
          limit ${limit} offset ${offset}`,
    ),
    // Counted apart, so a page past the last one still knows how many there are.
    rows<{ total: number }>(db(), sql`select count(*)::int as total from search_documents d where ${where}`),
  ]);
  return { hits, total };
}

async function toResults(hits: Hit[], locale: Locale, text: string): Promise<SearchResult[]> {
  const media = await getMediaMap(
    hits.map((h) => h.image_id).filter((n): n is number => n !== null),
    locale,
  );
  return hits.map((h) => {
    const image = h.image_id ? media.get(h.image_id) : undefined;
    return {
      id: `${h.kind}-${h.entity_id}`,
      kind: h.kind,
      entity_id: h.entity_id,
      title: h.title,
      text: snippet(h.body, text),
      url: h.url,
      date: h.date ? new Date(h.date).toISOString() : null,
      image: image ? { url: image.thumbnails.small ?? image.url, alt: image.alt } : null,
    };
  });
}

/**
 * One page of search results for a group (all, events, others). Typed words that find nothing are
 * widened by their closest known word, and a phrase that still finds nothing is matched against
 * titles by trigram similarity, so one typo does not end in an empty page.
 */
export async function searchSite(input: {
  locale: Locale;
  text: string;
  group: SearchGroup;
  page: number;
  pageSize: number;
}): Promise<SearchPage> {
  const tokens = parseQuery(input.text);
  if (tokens.length === 0) return { count: 0, capped: false, results: [] };
  const { locale, group, pageSize } = input;
  const offset = (input.page - 1) * pageSize;
  // The total decides, not this page's hits: a page past the last one still reports the count.
  let found = await fullText(
    locale,
    tokens.map((t) => [t]),
    group,
    pageSize,
    offset,
  );
  if (found.total === 0) {
    const corrected = await Promise.all(
      tokens.map(async (t) => [t, ...[await closestTerm(locale, t)].filter((c): c is string => !!c)]),
    );
    if (corrected.some((alts) => alts.length > 1)) found = await fullText(locale, corrected, group, pageSize, offset);
    if (found.total === 0) found = await titleSimilarity(locale, input.text, group, pageSize, offset);
  }
  const total = Number(found.total);
  return {
    count: Math.min(total, RANKED_CANDIDATES),
    capped: total > RANKED_CANDIDATES,
    results: await toResults(found.hits, locale, input.text),
  };
}

const SUGGESTIONS = 8;

function likePrefix(value: string) {
  return `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Autocomplete: titles and title words starting with the typed text (an index range scan on the
 * byte-ordered term), the most frequent first; a typo with no prefix match gets similar terms.
 */
export async function suggest(locale: Locale, text: string): Promise<Suggestion[]> {
  const term = normalizeTerm(text);
  if (!term || parseQuery(term).length === 0) return [];
  // Short prefixes match thousands of terms: rank only the first candidates in index order.
  const candidates = term.length < 3 ? 300 : 3000;
  const found = await rows<{ label: string }>(
    db(),
    sql`select label from (
          select label, term, doc_count from search_suggestions
          where locale = ${locale} and term like ${likePrefix(term)}
          order by locale, term limit ${candidates}
        ) c
        order by (term = ${term}) desc, doc_count desc, length(term), term limit ${SUGGESTIONS}`,
  );
  if (found.length === 0 && term.length >= 3) {
    found.push(
      ...(await rows<{ label: string }>(
        db(),
        sql`select label from search_suggestions where locale = ${locale} and term % ${term}
            order by similarity(term, ${term}) desc, doc_count desc limit ${SUGGESTIONS}`,
      )),
    );
  }
  return found.map((r) => ({ text: r.label }));
}
