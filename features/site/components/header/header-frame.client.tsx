'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useChrome } from '../chrome/chrome-state.client';
import styles from './header.module.css';

/**
 * The header element with its client-side state: the scrolled style after a quarter of the
 * window height (not while the menu is open). The staff toolbar moves it down while it shows
 * (html[data-staff], set by features/editor).
 */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const { menuOpen } = useChrome();
  const [scrolled, setScrolled] = useState(false);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (menuOpen) return;
    const check = () => setScrolled(window.scrollY > window.innerHeight / 4);
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check, { passive: true });
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [menuOpen]);

  // The top bar's height, so that the sticky header can let exactly that part scroll away.
  useEffect(() => {
    const header = ref.current;
    const topBar = header?.firstElementChild;
    if (!header || !(topBar instanceof HTMLElement) || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => header.style.setProperty('--top-bar-height', `${topBar.offsetHeight}px`));
    observer.observe(topBar);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    // Lets CSS tell enhanced pages from ones without JavaScript (hover menus, info layer).
    document.documentElement.classList.add('js');
  }, []);

  return (
    <header ref={ref} id="site-header" className={styles.header} data-scrolled={scrolled || undefined} data-menu-open={menuOpen || undefined} data-testid="site-header">
      {children}
    </header>
  );
}
