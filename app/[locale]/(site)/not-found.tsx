import { NotFoundView } from '@/features/site';
import { loadCustomErrorHtml, notFoundLocale, notFoundTexts } from '@/features/site/server';

/**
 * 404 of a page below the site layout on a client-side navigation (a document request gets
 * /[locale]/not-found-body from the server, see there): with the site's header and footer.
 */
export default async function SiteNotFound() {
  const locale = notFoundLocale();
  return (
    <NotFoundView
      locale={locale}
      texts={await notFoundTexts(locale)}
      inSite
      head
      customHtml={await loadCustomErrorHtml(404)}
    />
  );
}
