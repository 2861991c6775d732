import { NotFoundView } from '@/features/site';
import { loadCustomErrorHtml, notFoundLocale, notFoundTexts } from '@/features/site/server';

/** 404 in the error layout: 'This page could not be found', custom HTML if configured, URL logged. */
export default async function NotFound() {
  const locale = notFoundLocale();
  return (
    <NotFoundView locale={locale} texts={await notFoundTexts(locale)} customHtml={await loadCustomErrorHtml(404)} />
  );
}
