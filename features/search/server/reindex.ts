import 'server-only';
import { db, schema, type Db } from '@/lib/db';
import type { SearchKind } from '../schemas';
import { allArticleIds, articleDocuments } from './indexers/articles';
import { allPageIds, pageDocuments } from './indexers/pages';
import { allIds, eventDocuments, personDocuments, productionDocuments, venueDocuments } from './indexers/programme';
import { clearIndex, replaceDocuments, type SearchDocumentInput } from './store';

type Indexer = {
  documents: (database: Db, id: number) => Promise<SearchDocumentInput[]>;
  ids: (database: Db) => Promise<number[]>;
};

const indexers: Record<SearchKind, Indexer> = {
  article: { documents: articleDocuments, ids: allArticleIds },
  page: { documents: pageDocuments, ids: allPageIds },
  event: { documents: eventDocuments, ids: (d) => allIds(d, schema.events) },
  production: { documents: productionDocuments, ids: (d) => allIds(d, schema.productions) },
  person: { documents: personDocuments, ids: (d) => allIds(d, schema.persons) },
  venue: { documents: venueDocuments, ids: (d) => allIds(d, schema.venues) },
};

/**
 * Brings one entity's search documents up to date. Every write path of indexed content calls this
 * after its change is stored (an entity that is gone or offline is removed from the index).
 */
export async function reindex(kind: SearchKind, id: number, database: Db = db()) {
  const docs = await indexers[kind].documents(database, id);
  await replaceDocuments(kind, id, docs, database);
}

/** Rebuilds the whole index from the content tables (end of the demo seed, maintenance). */
export async function reindexAll(database: Db = db()) {
  await clearIndex(database);
  let count = 0;
  for (const kind of Object.keys(indexers) as SearchKind[]) {
    for (const id of await indexers[kind].ids(database)) {
      await reindex(kind, id, database);
      count++;
    }
  }
  return count;
}
