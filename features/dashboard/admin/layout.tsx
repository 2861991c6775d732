'use client';

import { useEffect, type ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';

/** The page title is the page's h1 (react-admin renders it as an h6 by default). */
function MuseumAppBar() {
  return (
    <AppBar>
      <TitlePortal component="h1" />
    </AppBar>
  );
}

/**
 * react-admin 5 puts the label of a list row's checkbox on the checkbox's wrapper, where screen
 * readers and axe do not find it; this moves it onto the input itself whenever rows appear.
 */
function useRowCheckboxLabels() {
  useEffect(() => {
    const fix = () => {
      document.querySelectorAll<HTMLElement>('.select-item[aria-label], .select-all[aria-label]').forEach((wrapper) => {
        const input = wrapper.querySelector('input');
        if (!input) return;
        input.setAttribute('aria-label', wrapper.getAttribute('aria-label') ?? '');
        wrapper.removeAttribute('aria-label');
      });
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
}

export function MuseumLayout({ children }: { children: ReactNode }) {
  useRowCheckboxLabels();
  return <Layout appBar={MuseumAppBar}>{children}</Layout>;
}
