/**
 * Pure helpers shared by the search server code and the search UI: how typed text becomes search
 * tokens, and how a result text is split into highlighted and plain parts.
 */

/** Longest search text we accept; longer input is a 400, not a slow query. */
export const MAX_QUERY_LENGTH = 200;
/** Tokens beyond this are ignored: a query of 30 words does not find more. */
const MAX_TOKENS = 8;

const WORD = /[\p{L}\p{N}]+/gu;

/** Lower case, accents removed (Czech 'příběh' -> 'pribeh', German 'ß' -> 'ss'), spaces collapsed. */
export function normalizeTerm(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The words of a search text: letters and digits only (punctuation, SQL and HTML metacharacters
 * are separators), lower-cased, at most MAX_TOKENS. Empty when nothing searchable is left.
 */
export function parseQuery(text: string): string[] {
  const words = text.toLowerCase().match(WORD) ?? [];
  const unique = [...new Set(words)];
  return unique.slice(0, MAX_TOKENS);
}

export type HighlightPart = { text: string; match: boolean };

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Splits `text` into parts, marking every occurrence of the typed words (case-insensitive). Used
 * for autocomplete suggestions and search results; the caller renders matches as <mark>.
 */
export function highlightParts(text: string, query: string): HighlightPart[] {
  const tokens = parseQuery(query).sort((a, b) => b.length - a.length);
  if (tokens.length === 0 || !text) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(${tokens.map(escapeRegExp).join('|')})`, 'giu');
  const parts: HighlightPart[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const start = m.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: m[0], match: true });
    last = start + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/**
 * A passage of about `size` characters around the first occurrence of a typed word, cut at word
 * boundaries, with an ellipsis where text was left out.
 */
export function snippet(body: string, query: string, size = 220): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= size) return text;
  const lower = text.toLowerCase();
  const positions = parseQuery(query)
    .map((t) => lower.indexOf(t))
    .filter((i) => i >= 0);
  const hit = positions.length ? Math.min(...positions) : 0;
  let start = Math.max(0, hit - Math.floor(size / 3));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < hit ? space + 1 : start;
  }
  let end = Math.min(text.length, start + size);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  return `${start > 0 ? '… ' : ''}${text.slice(start, end)}${end < text.length ? ' …' : ''}`;
}
