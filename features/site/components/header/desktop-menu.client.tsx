'use client';

// next/link, not i18n/navigation's Link: menu URLs come from the CMS already localized ('/de/besuch').
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { ChevronIcon } from '@/components/icons';
import type { NavItem } from '@/features/pages';
import { fill } from '@/i18n/client-texts';
import styles from './header.module.css';

/** Main menu from 64em: top-level links, submenus toggled by a button, closed on route change. */
export function DesktopMenu({ items, label, submenu }: { items: NavItem[]; label: string; /** 'Untermenü {name}' */ submenu: string }) {
  const pathname = usePathname();
  // A submenu remembers the path it was opened on, so it is closed as soon as the route changes.
  const [opened, setOpened] = useState<{ id: number; path: string | null } | null>(null);
  const openId = opened && opened.path === pathname ? opened.id : null;
  const setOpenId = (id: number | null) => setOpened(id === null ? null : { id, path: pathname });
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    if (openId === null) return;
    const onPointer = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpened(null);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      root.current?.querySelector<HTMLButtonElement>(`[data-toggle="${openId}"]`)?.focus();
      setOpened(null);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [openId]);

  return (
    <nav ref={root} className={styles.desktopMenu} aria-label={label} data-landing-hide="">
      <ul className={styles.menuList}>
        {items.map((item) => {
          const open = openId === item.id;
          const active = pathname === item.url || pathname?.startsWith(`${item.url}/`);
          return (
            <li key={item.id} className={styles.menuItem} data-open={open || undefined}>
              <Link href={item.url} className={styles.menuLink} aria-current={pathname === item.url ? 'page' : undefined} data-active={active || undefined}>
                {item.menu_name}
              </Link>
              {item.children.length > 0 && (
                <>
                  <button
                    type="button"
                    className={`${styles.subToggle} needs-script`}
                    data-toggle={item.id}
                    aria-expanded={open}
                    aria-controls={`submenu-${item.id}`}
                    aria-label={fill(submenu, { name: item.menu_name })}
                    onClick={() => setOpenId(open ? null : item.id)}
                  >
                    <ChevronIcon />
                  </button>
                  <ul id={`submenu-${item.id}`} className={styles.submenu}>
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <Link href={child.url} aria-current={pathname === child.url ? 'page' : undefined} onClick={() => setOpenId(null)}>
                          {child.menu_name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
