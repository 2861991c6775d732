/**
 * npm run db:seed:search-scale — a separate data directory (SEARCH_SCALE_DATA_DIR, default
 * .data/search-scale) with the demo content plus generated search documents up to 100,000
 * (SEARCH_SCALE_DOCS), written in batches with the same tsvector and suggestion rules as reindex().
 */
import { sql } from 'drizzle-orm';
import { closeDb, openDb } from '@/lib/db/client';
import { migrate } from '@/lib/db/migrate';
import { seedIfEmpty } from '@/seed';
import { locales } from '@/i18n/config';
// eslint-disable-next-line import/no-restricted-paths -- pages' and search's server entries re-export components whose client imports do not load under tsx
import { TS_CONFIG } from '@/features/search/server/config';
// eslint-disable-next-line import/no-restricted-paths -- pages' and search's server entries re-export components whose client imports do not load under tsx
import { suggestionTerms } from '@/features/search/server/store';
// eslint-disable-next-line import/no-restricted-paths -- pages' and search's server entries re-export components whose client imports do not load under tsx
import { searchKinds } from '@/features/search/schemas';

const TOTAL = Number(process.env.SEARCH_SCALE_DOCS ?? 100_000);
const BATCH = 500;

const words: Record<string, string[]> = {
  de: [
    'Scheune',
    'Schmiede',
    'Mühle',
    'Backhaus',
    'Apfel',
    'Hochzeit',
    'Fachwerk',
    'Weber',
    'Töpfer',
    'Kapelle',
    'Schule',
    'Garten',
    'Ernte',
    'Winter',
    'Markt',
    'Führung',
    'Kinder',
    'Handwerk',
    'Dorfplatz',
    'Brot',
    'Pferde',
    'Schafe',
    'Wolle',
    'Theater',
    'Konzert',
    'Werkstatt',
    'Kräuter',
    'Lehm',
    'Ofen',
    'Hof',
  ],
  en: [
    'barn',
    'smithy',
    'mill',
    'bakehouse',
    'apple',
    'wedding',
    'timber',
    'weaver',
    'potter',
    'chapel',
    'school',
    'garden',
    'harvest',
    'winter',
    'market',
    'tour',
    'children',
    'craft',
    'square',
    'bread',
    'horses',
    'sheep',
    'wool',
    'theatre',
    'concert',
    'workshop',
    'herbs',
    'clay',
    'oven',
    'farm',
  ],
  cs: [
    'stodola',
    'kovárna',
    'mlýn',
    'pekárna',
    'jablko',
    'svatba',
    'hrázdění',
    'tkadlec',
    'hrnčíř',
    'kaple',
    'škola',
    'zahrada',
    'sklizeň',
    'zima',
    'trh',
    'prohlídka',
    'děti',
    'řemeslo',
    'náves',
    'chléb',
    'koně',
    'ovce',
    'vlna',
    'divadlo',
    'koncert',
    'dílna',
    'byliny',
    'hlína',
    'pec',
    'statek',
  ],
};

// A deterministic generator: the same data set on every machine.
let seed = 42;
const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const pickWord = (locale: string) => words[locale][Math.floor(rand() * words[locale].length)];
const phrase = (locale: string, n: number) => Array.from({ length: n }, () => pickWord(locale)).join(' ');

async function main() {
  const dataDir = process.env.SEARCH_SCALE_DATA_DIR ?? '.data/search-scale';
  process.env.DATA_DIR = dataDir;
  const database = await openDb({ dataDir });
  await migrate(database);
  await seedIfEmpty(database);
  const count = async () =>
    (
      (await database.execute(sql`select count(*)::int as n from search_documents`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0].n;
  const missing = TOTAL - (await count());
  const started = Date.now();
  for (let done = 0; done < missing; done += BATCH) {
    const size = Math.min(BATCH, missing - done);
    const docs = Array.from({ length: size }, (_, i) => {
      const locale = locales[(done + i) % locales.length];
      const kind = searchKinds[Math.floor(rand() * searchKinds.length)];
      const title = `${pickWord(locale)} ${phrase(locale, 1 + Math.floor(rand() * 3))} ${1700 + Math.floor(rand() * 300)}`;
      return {
        kind,
        entityId: 1_000_000 + done + i,
        locale,
        title,
        body: phrase(locale, 40 + Math.floor(rand() * 40)),
        url: `/${locale}/scale/${done + i}`,
      };
    });
    const values = sql.join(
      docs.map((d) => {
        const cfg = sql.raw(`'${TS_CONFIG[d.locale as keyof typeof TS_CONFIG]}'::regconfig`);
        return sql`(${d.kind}, ${d.entityId}, ${d.locale}, ${d.title}, ${d.body}, ${d.url}, now(), ${d.title.toLowerCase()},
          setweight(to_tsvector(${cfg}, ${d.title}), 'A') || setweight(to_tsvector(${cfg}, ${d.body}), 'B'))`;
      }),
      sql`, `,
    );
    await database.execute(
      sql`insert into search_documents (kind, entity_id, locale, title, body, url, date, title_key, tsv) values ${values}`,
    );
    const terms = new Map<string, { locale: string; term: string; label: string; n: number }>();
    for (const d of docs)
      for (const t of suggestionTerms(d.title)) {
        const key = `${d.locale}\u0000${t.term}`;
        const entry = terms.get(key) ?? { locale: d.locale, ...t, n: 0 };
        entry.n++;
        terms.set(key, entry);
      }
    const rows = sql.join(
      [...terms.values()].map((t) => sql`(${t.locale}, ${t.term}, ${t.label}, ${t.n})`),
      sql`, `,
    );
    await database.execute(
      sql`insert into search_suggestions (locale, term, label, doc_count) values ${rows}
          on conflict (locale, term) do update set doc_count = search_suggestions.doc_count + excluded.doc_count`,
    );
    if ((done / BATCH) % 20 === 0)
      console.log(`[search-scale] ${done + size}/${missing} documents, ${Math.round((Date.now() - started) / 1000)} s`);
  }
  await database.execute(sql`analyze search_documents`);
  await database.execute(sql`analyze search_suggestions`);
  console.log(`[search-scale] ${await count()} search documents in ${dataDir}`);
  await closeDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
