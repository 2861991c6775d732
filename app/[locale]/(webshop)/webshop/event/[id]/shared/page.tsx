import ShopEventPage, { generateMetadata as shopEventMetadata } from '../page';

/**
 * The shop page of one date without a query, the same for everyone: the proxy rewrites
 * /{lang}/webshop/event/{id} here when it carries no `?error=` of a failed form post, so the page
 * cache (ISR) and the server's response cache answer it. When sales open, thousands load it within
 * a minute; rendered per request it took more CPU than the checkout. Seats left are a snapshot at
 * most a few seconds old (the cart counts again under the seat lock before it sells anything).
 */
export function generateStaticParams() {
  return [];
}
export const revalidate = 5;

export function generateMetadata({ params }: PageProps<'/[locale]/webshop/event/[id]/shared'>) {
  return shopEventMetadata({ params, searchParams: Promise.resolve({}) });
}

export default function SharedShopEventPage({ params }: PageProps<'/[locale]/webshop/event/[id]/shared'>) {
  return <ShopEventPage params={params} searchParams={Promise.resolve({})} />;
}
