import type { Db } from '@/lib/db/client';
import { pages, pageVersions } from '@/lib/db/schema';
import { locales } from '@/i18n/config';
// eslint-disable-next-line import/no-restricted-paths -- pages' and search's server entries re-export components whose client imports do not load under tsx
import { liveSections } from '@/features/pages/server/drafts';
// eslint-disable-next-line import/no-restricted-paths -- pages' and search's server entries re-export components whose client imports do not load under tsx
import { readPageById } from '@/features/pages/server/pages';

/**
 * The first entry of every page's version list (docs/requirements.md §6): the demo content as published by the seed,
 * so staff can compare their first draft with it and go back to it.
 */
export async function seedVersions(database: Db) {
  const rows = await database.select({ id: pages.id }).from(pages);
  for (const { id } of rows) {
    for (const locale of locales) {
      const page = await readPageById(locale, id);
      if (!page || page.modules.length === 0) continue;
      await database.insert(pageVersions).values({
        pageId: id,
        locale,
        state: 'published',
        label: 'demo',
        sections: liveSections(page),
        snapshot: page as unknown as Record<string, unknown>,
      });
    }
  }
}
