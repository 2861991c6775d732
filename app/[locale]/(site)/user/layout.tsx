import type { Metadata } from 'next';

/** Account pages are personal: reachable, never offered to search engines (and so not in sitemap.xml). */
export const metadata: Metadata = { robots: { index: false, follow: true } };

export default function UserLayout({ children }: { children: React.ReactNode }) {
  return children;
}
