import { notFound } from 'next/navigation';

/** /{lang}/404: the not-found screen as a route of its own. */
export default function NotFoundRoute() {
  notFound();
}
