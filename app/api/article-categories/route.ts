// GET /api/article-categories/ - magazine categories {id, name, slug} (?lang=); an empty list on failure
import { NextResponse } from 'next/server';
import { langQuery } from '@/lib/api';
import { reportError } from '@/lib/report';
import { articleCategoryResource, getCategories } from '@/features/magazine/server';
import { collectionRoutes } from '@/features/resources/server';

async function list(req: Request) {
  const parsed = langQuery.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!parsed.success) return NextResponse.json({ detail: 'Unknown language; use de, en or cs' }, { status: 400 });
  try {
    return NextResponse.json(await getCategories(parsed.data.lang));
  } catch (error) {
    // docs/requirements.md §7: the magazine still renders without its category links.
    reportError(error, { url: req.url });
    return NextResponse.json([]);
  }
}

// ?view=edit: the editable records for staff · POST - create one (editor)
export const { GET, POST } = collectionRoutes(articleCategoryResource, { list });
