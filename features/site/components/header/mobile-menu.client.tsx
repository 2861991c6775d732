'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { useChrome } from '../chrome/chrome-state.client';
import styles from './header.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';
const PANEL_ID = 'mobile-menu';

/** Made on the server; `submenu` is a template ('Untermenü {name}') for each item's toggle. */
export type MenuTexts = { submenu: string; menu: string; closeMenu: string; secondaryNavigation: string };
type PanelTexts = Pick<MenuTexts, 'menu' | 'closeMenu'>;

/**
 * The slide-in menu below 64em (SPEC 2) around its lists (`children`, rendered on the server:
 * mobile-menu-lists.tsx). Closes on Escape, outside click, link click and route change; keeps
 * focus inside while open and returns it to the burger. Without JavaScript the burger and close
 * button are links: the burger targets the panel (#mobile-menu), which CSS shows as :target with
 * its submenus expanded. Its icons come from the server.
 */
export function MobileMenu({ label, texts, icons, children }: { label: string; texts: PanelTexts; icons: { menu: ReactNode; close: ReactNode }; children: ReactNode }) {
  const { menuOpen, setMenuOpen } = useChrome();
  const pathname = usePathname();
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
        {icons.menu}
        <span>{texts.menu}</span>
      </button>
      <a href={`#${PANEL_ID}`} className={`${styles.burger} ${styles.withoutJs}`}>
        {icons.menu}
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
            {icons.close}
          </button>
          {/* Any other fragment ends :target; the header is where the burger was. */}
          <a href="#site-header" className={`${styles.close} ${styles.withoutJs}`} aria-label={texts.closeMenu}>
            {icons.close}
          </a>
        </div>
        {children}
      </div>
    </div>
  );
}
