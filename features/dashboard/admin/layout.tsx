'use client';

import { useEffect, type ReactNode } from 'react';
import { ListItemIcon, MenuItem } from '@mui/material';
import DevicesIcon from '@mui/icons-material/Devices';
import { AppBar, Layout, Logout, TitlePortal, UserMenu, useBasename, useTranslate } from 'react-admin';
import { postAction } from './data-provider';
import { MuseumMenu } from './museum-menu';

/**
 * "Log out everywhere": ends every session of this user (other browsers, a forgotten device), this
 * one too, then goes to the login page.
 */
function LogoutEverywhereItem() {
  const translate = useTranslate();
  const basename = useBasename();
  const leave = async () => {
    await postAction('/api/auth/logout-all/').catch(() => undefined);
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- leaving the app for the login page
    window.location.href = `${basename.replace(/\/dashboard$/, '')}/login`;
  };
  return (
    <MenuItem onClick={leave}>
      <ListItemIcon>
        <DevicesIcon fontSize="small" />
      </ListItemIcon>
      {translate('museum.logoutEverywhere')}
    </MenuItem>
  );
}

/** The page title is the page's h1 (react-admin renders it as an h6 by default). */
function MuseumAppBar() {
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <LogoutEverywhereItem />
          <Logout />
        </UserMenu>
      }
    >
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
  return (
    <Layout appBar={MuseumAppBar} menu={MuseumMenu}>
      {children}
    </Layout>
  );
}
