'use client';

// next/link, not i18n/navigation's Link: menu URLs come from the CMS already localized ('/de/besuch').
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/**
 * A menu link that knows the current page (aria-current) and, with `section`, marks itself while a
 * page below it shows (data-active). The menus around it are rendered on the server (issue #19:
 * their lists were client code on every page).
 */
export function NavLink({ href, className, section = false, children }: { href: string; className?: string; section?: boolean; children: ReactNode }) {
  const pathname = usePathname();
  const active = section && (pathname === href || pathname?.startsWith(`${href}/`));
  return (
    <Link href={href} className={className} aria-current={pathname === href ? 'page' : undefined} data-active={active || undefined}>
      {children}
    </Link>
  );
}
