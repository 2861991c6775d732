import type { ReactNode } from 'react';
import { MOBILE_MENU_ID } from '../chrome/header-behaviour';
import styles from './header.module.css';

/** Made on the server; `submenu` is a template ('Untermenü {name}') for each item's toggle. */
export type MenuTexts = { submenu: string; menu: string; closeMenu: string; secondaryNavigation: string };
type PanelTexts = Pick<MenuTexts, 'menu' | 'closeMenu'>;

/**
 * The slide-in menu below 64em (docs/requirements.md §2) around its lists (`children`: mobile-menu-lists.tsx).
 * Rendered on the server; chrome/header-behaviour.ts opens and closes it (burger, close button,
 * backdrop, Escape, link click, route change), keeps focus inside while open and returns it to the
 * burger. Without JavaScript the burger and close button are links: the burger targets the panel
 * (#mobile-menu), which CSS shows as :target with its submenus expanded.
 */
export function MobileMenu({
  label,
  texts,
  icons,
  children,
}: {
  label: string;
  texts: PanelTexts;
  icons: { menu: ReactNode; close: ReactNode };
  children: ReactNode;
}) {
  return (
    <div className={styles.mobile} data-landing-hide="">
      <button
        type="button"
        className={`${styles.burger} ${styles.withJs}`}
        aria-expanded="false"
        aria-controls={MOBILE_MENU_ID}
        data-menu-toggle=""
      >
        {icons.menu}
        <span>{texts.menu}</span>
      </button>
      <a href={`#${MOBILE_MENU_ID}`} className={`${styles.burger} ${styles.withoutJs}`}>
        {icons.menu}
        <span>{texts.menu}</span>
      </a>
      <div className={styles.backdrop} aria-hidden="true" data-menu-backdrop="" />
      <div id={MOBILE_MENU_ID} className={styles.panel} role="dialog" aria-modal="true" aria-label={label}>
        <div className={styles.panelHead}>
          <span className={styles.panelTitle}>{texts.menu}</span>
          <button
            type="button"
            className={`${styles.close} ${styles.withJs}`}
            aria-label={texts.closeMenu}
            data-menu-close=""
          >
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
