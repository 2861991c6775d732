'use client';

// next/link, not i18n/navigation's Link: menu URLs come from the CMS already localized.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { ChevronIcon, CloseIcon, MenuIcon } from '@/components/icons';
import type { NavItem } from '@/features/pages';
import { fill } from '@/i18n/client-texts';
import { useChrome } from '../chrome/chrome-state.client';
import styles from './header.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';
const PANEL_ID = 'mobile-menu';

/** Made on the server; `submenu` is a template ('Untermenü {name}') for each item's toggle. */
export type MenuTexts = { submenu: string; menu: string; closeMenu: string; secondaryNavigation: string };

/**
 * The slide-in menu below 64em (SPEC 2): primary and secondary lists, accordion submenus. Closes on
 * Escape, outside click, link click and route change; keeps focus inside while open and returns
 * it to the burger. Without JavaScript the burger and close button are links: the burger targets
 * the panel (#mobile-menu), which CSS shows as :target with its submenus expanded.
 */
export function MobileMenu({ primary, secondary, label, texts }: { primary: NavItem[]; secondary: NavItem[]; label: string; texts: MenuTexts }) {
  const { menuOpen, setMenuOpen } = useChrome();
  const pathname = usePathname();
  const [expanded, setExpanded] = useState<number | null>(null);
  const burger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => setMenuOpen(false), [pathname, setMenuOpen]);

  useEffect(() => {
    // The burger link was followed before the page became interactive: keep the menu open.
    if (window.location.hash !== `#${PANEL_ID}`) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    setMenuOpen(true);
  }, [setMenuOpen]);

  useEffect(() => {
    if (menuOpen) {
      wasOpen.current = true;
      panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
      document.addEventListener('keydown', onKey);
      return () => document.removeEventListener('keydown', onKey);
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      burger.current?.focus();
    }
  }, [menuOpen, setMenuOpen]);

  const trapFocus = (e: ReactKeyboardEvent) => {
    if (e.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const renderList = (items: NavItem[], className: string) => (
    <ul className={className}>
      {items.map((item) => {
        const open = expanded === item.id;
        return (
          <li key={item.id} className={styles.mobileItem}>
            <div className={styles.mobileRow}>
              <Link href={item.url} aria-current={pathname === item.url ? 'page' : undefined}>
                {item.menu_name}
              </Link>
              {item.children.length > 0 && (
                <button
                  type="button"
                  className={`${styles.subToggle} needs-script`}
                  aria-expanded={open}
                  aria-controls={`mobile-sub-${item.id}`}
                  aria-label={fill(texts.submenu, { name: item.menu_name })}
                  onClick={() => setExpanded(open ? null : item.id)}
                >
                  <ChevronIcon />
                </button>
              )}
            </div>
            {item.children.length > 0 && (
              <ul id={`mobile-sub-${item.id}`} className={styles.mobileSub} data-open={open || undefined}>
                {item.children.map((child) => (
                  <li key={child.id}>
                    <Link href={child.url} aria-current={pathname === child.url ? 'page' : undefined}>
                      {child.menu_name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className={styles.mobile} data-landing-hide="">
      <button
        ref={burger}
        type="button"
        className={`${styles.burger} ${styles.withJs}`}
        aria-expanded={menuOpen}
        aria-controls={PANEL_ID}
        onClick={() => setMenuOpen(!menuOpen)}
      >
        <MenuIcon />
        <span>{texts.menu}</span>
      </button>
      <a href={`#${PANEL_ID}`} className={`${styles.burger} ${styles.withoutJs}`}>
        <MenuIcon />
        <span>{texts.menu}</span>
      </a>
      <div className={styles.backdrop} data-open={menuOpen || undefined} onClick={() => setMenuOpen(false)} aria-hidden="true" />
      <div
        ref={panel}
        id={PANEL_ID}
        className={styles.panel}
        data-open={menuOpen || undefined}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        onKeyDown={trapFocus}
        onClick={(e) => (e.target as HTMLElement).closest('a') && setMenuOpen(false)}
      >
        <div className={styles.panelHead}>
          <span className={styles.panelTitle}>{texts.menu}</span>
          <button type="button" className={`${styles.close} ${styles.withJs}`} onClick={() => setMenuOpen(false)} aria-label={texts.closeMenu}>
            <CloseIcon />
          </button>
          {/* Any other fragment ends :target; the header is where the burger was. */}
          <a href="#site-header" className={`${styles.close} ${styles.withoutJs}`} aria-label={texts.closeMenu}>
            <CloseIcon />
          </a>
        </div>
        <nav aria-label={label}>{renderList(primary, styles.mobilePrimary)}</nav>
        {secondary.length > 0 && <nav aria-label={texts.secondaryNavigation}>{renderList(secondary, styles.mobileSecondary)}</nav>}
      </div>
    </div>
  );
}
