-- Site search (features/search): trigram matching, accent folding and the Czech text search
-- configuration; GIN indexes drizzle-kit cannot express.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
DO $$
BEGIN
  -- PostgreSQL ships no Czech stemmer: Czech words are folded to lower case without accents.
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'museum_cs') THEN
    CREATE TEXT SEARCH CONFIGURATION museum_cs (COPY = pg_catalog.simple);
    ALTER TEXT SEARCH CONFIGURATION museum_cs ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
  END IF;
END
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS search_documents_tsv ON search_documents USING gin (tsv);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS search_documents_title_trgm ON search_documents USING gin (title_key gin_trgm_ops);
--> statement-breakpoint
-- Byte order for terms: the unique (locale, term) index then serves prefix LIKE and ORDER BY term
-- on any server collation, which keeps autocomplete an index range scan.
ALTER TABLE search_suggestions ALTER COLUMN term TYPE text COLLATE "C";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS search_suggestions_trgm ON search_suggestions USING gin (term gin_trgm_ops);
