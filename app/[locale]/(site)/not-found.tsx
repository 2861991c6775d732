import { NotFoundView } from '@/features/site/client';
import { loadCustomErrorHtml } from '@/features/site/server';

/** 404 of a page below the site layout, on a client-side navigation: with the site's header and footer. */
export default async function SiteNotFound() {
  return <NotFoundView inSite customHtml={await loadCustomErrorHtml(404)} />;
}
