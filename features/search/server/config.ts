import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/i18n/config';
import type { Db } from '@/lib/db';

/**
 * Text search configuration per language: German and English stemmers; Czech has no stemmer in
 * PostgreSQL, so `museum_cs` (migration 0005_search_setup) folds accents and case only.
 */
export const TS_CONFIG: Record<Locale, string> = { de: 'german', en: 'english', cs: 'museum_cs' };

export function tsConfig(locale: Locale): SQL {
  return sql.raw(`'${TS_CONFIG[locale]}'::regconfig`);
}

/** Rows of a raw query on either driver (PGlite and node-postgres both answer { rows }). */
export async function rows<T>(database: Db, query: SQL): Promise<T[]> {
  const result = (await database.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
