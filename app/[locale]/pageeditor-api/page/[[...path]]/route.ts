// GET /{lang}/pageeditor-api/page/{path}?version_id= - the page entity (docs/requirements.md §3)
import { z } from 'zod';
import { localeParam, notFound, unauthorized, withRoute } from '@/lib/api';
import { idParam } from '@/lib/api/params';
import { normalizePagePath } from '@/features/pages';
import { getPageByPath, readPageByPath, readPageVersion } from '@/features/pages/server';
import { roleAllows } from '@/features/auth';
import { currentUser } from '@/features/auth/server';

export const GET = withRoute(
  {
    params: z.object({ locale: localeParam, path: z.array(z.string()).optional() }),
    query: z.object({ version_id: idParam.optional() }),
  },
  async ({ params, query }) => {
    const path = normalizePagePath(params.path);
    if (path === null) throw notFound('Page');
    // Drafts, versions and offline pages are for those who edit pages, not for door or box office staff.
    const staff = await currentUser();
    const user = staff && roleAllows(staff.role, 'editor') ? staff : null;
    if (query.version_id !== undefined && !user)
      throw unauthorized('Page versions are only available to logged-in staff.');
    // Staff read the database directly: they must see their own edits and offline pages at once.
    const page = user ? await readPageByPath(params.locale, path) : await getPageByPath(params.locale, path);
    if (!page || (!page.is_online && !user)) throw notFound('Page');
    if (query.version_id !== undefined) {
      const version = await readPageVersion(page.id, params.locale, query.version_id);
      if (!version) throw notFound('Page version');
      return version;
    }
    return page;
  },
);
