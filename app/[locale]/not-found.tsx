import { NotFoundView } from '@/features/site/client';
import { loadCustomErrorHtml, notFoundTexts } from '@/features/site/server';

/** 404 in the error layout: 'This page could not be found', custom HTML if configured, URL logged. */
export default async function NotFound() {
  return <NotFoundView texts={await notFoundTexts()} customHtml={await loadCustomErrorHtml(404)} />;
}
