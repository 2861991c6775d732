'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { NAV_LINK_ATTRIBUTE } from '../chrome/header-behaviour';

/**
 * A menu link that knows the current page (aria-current) and, with `section`, marks itself while a
 * page below it shows (data-active). The menus around it are rendered on the server (issue #19:
 * their lists were client code on every page).
 *
 * A plain anchor, not next/link: ChromeEffects navigates and prefetches for every anchor marked with
 * NAV_LINK_ATTRIBUTE with one document listener. next/link was the only one on public pages and,
 * with its helpers, ~2.5 kB gzip of every first load (issue #19). Menu URLs come from the CMS
 * already localized ('/de/besuch').
 */
export function NavLink({
  href,
  className,
  section = false,
  children,
}: {
  href: string;
  className?: string;
  section?: boolean;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const active = section && (pathname === href || pathname?.startsWith(`${href}/`));
  return (
    <a
      href={href}
      className={className}
      aria-current={pathname === href ? 'page' : undefined}
      data-active={active || undefined}
      {...{ [NAV_LINK_ATTRIBUTE]: '' }}
    >
      {children}
    </a>
  );
}
