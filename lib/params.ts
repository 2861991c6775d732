/**
 * The two parameter shapes every route shares (docs/requirements.md §5): numeric ids and DD-MM-YYYY days. Plain
 * functions, no zod, so pages, client islands and the API schemas (lib/api/params.ts) use the same rule.
 */

/** Largest id a PostgreSQL `integer` column holds. */
export const MAX_ID = 2_147_483_647;

/**
 * A numeric id as it appears in a path or query ('12'): digits without a leading zero, 1 up to MAX_ID;
 * null for anything else. One spelling per id, so '012' is not a second cached copy of page 12.
 */
export function parseId(value: string | null | undefined): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

const DAY = /^(\d{2})-(\d{2})-(\d{4})$/;

/**
 * A day as DD-MM-YYYY that exists; returns the ISO day ('2027-02-28') or null for anything else
 * ('31-02-2027', '2027-02-01', '1-2-2027').
 */
export function parseDay(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const match = DAY.exec(value);
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const [day, month, year] = [Number(dd), Number(mm), Number(yyyy)];
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** ISO day ('2027-02-28') to the URL form ('28-02-2027'). */
export function formatDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${d}-${m}-${y}`;
}

/**
 * A path segment decoded once more ('Stra%C3%9Fe' -> 'Straße'), or null when it is not valid URL
 * encoding. Next hands params over decoded once, so '/x/%25ZZ' arrives as '%ZZ': a plain
 * decodeURIComponent threw on it and the page answered 500.
 */
export function decodeParam(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
