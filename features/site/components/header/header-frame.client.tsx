'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useChrome } from '../chrome/chrome-state.client';
import { useUser } from '../chrome/user-context.client';
import styles from './header.module.css';

/**
 * The header element with its client-side state: the scrolled style after a quarter of the
 * window height (not while the menu is open) and the 6rem offset for the staff toolbar.
 */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const { menuOpen } = useChrome();
  const { staff } = useUser();
  const [scrolled, setScrolled] = useState(false);

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

  useEffect(() => {
    document.documentElement.toggleAttribute('data-staff', staff);
  }, [staff]);

  useEffect(() => {
    // Lets CSS tell enhanced pages from ones without JavaScript (hover menus, info layer).
    document.documentElement.classList.add('js');
  }, []);

  return (
    <header id="site-header" className={styles.header} data-scrolled={scrolled || undefined} data-menu-open={menuOpen || undefined} data-testid="site-header">
      {children}
    </header>
  );
}
