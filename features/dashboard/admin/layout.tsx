'use client';

import { useEffect, type ReactNode } from 'react';
import { ListItemIcon, MenuItem } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { AppBar, Layout, Menu, TitlePortal, useBasename, useSidebarState, useTranslate } from 'react-admin';

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

/**
 * The gate's check-in is a page of its own (phone-sized, outside this app), so its menu entry is a
 * plain link that loads it, not a route of the back office.
 */
function CheckInMenuItem() {
  const translate = useTranslate();
  const basename = useBasename();
  const [open] = useSidebarState();
  const label = translate('museum.checkIn');
  return (
    <MenuItem component="a" href={`${basename}/check-in`} aria-label={open ? undefined : label} title={open ? undefined : label} sx={{ color: 'text.secondary', '& .MuiListItemIcon-root': { minWidth: 40 } }}>
      <ListItemIcon>
        <QrCodeScannerIcon />
      </ListItemIcon>
      {open ? label : null}
    </MenuItem>
  );
}

function MuseumMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <CheckInMenuItem />
      <Menu.ResourceItems />
    </Menu>
  );
}

export function MuseumLayout({ children }: { children: ReactNode }) {
  useRowCheckboxLabels();
  return (
    <Layout appBar={MuseumAppBar} menu={MuseumMenu}>
      {children}
    </Layout>
  );
}
