'use client';

import { useEffect, type ReactNode } from 'react';
import { ListItemIcon, MenuItem } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import DevicesIcon from '@mui/icons-material/Devices';
import {
  AppBar,
  Layout,
  Logout,
  Menu,
  TitlePortal,
  UserMenu,
  useBasename,
  usePermissions,
  useSidebarState,
  useTranslate,
} from 'react-admin';
import { roleAllows, type StaffRole } from '@/features/auth';
import { postAction } from './data-provider';
import { SalesMenuItem } from './sales-menu-item';
import { CounterMenuItems } from './views/counter-links';

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
    <MenuItem
      component="a"
      href={`${basename}/check-in`}
      aria-label={open ? undefined : label}
      title={open ? undefined : label}
      sx={{ color: 'text.secondary', '& .MuiListItemIcon-root': { minWidth: 40 } }}
    >
      <ListItemIcon>
        <QrCodeScannerIcon />
      </ListItemIcon>
      {open ? label : null}
    </MenuItem>
  );
}

/** The check-in is for the door and the box office (and administrators); other roles do not see it. */
function MuseumMenu() {
  const { permissions: role } = usePermissions<StaffRole>();
  return (
    <Menu>
      <Menu.DashboardItem />
      {role && roleAllows(role, ['door', 'box_office']) ? <CheckInMenuItem /> : null}
      {role && roleAllows(role, ['box_office']) ? <SalesMenuItem /> : null}
      <CounterMenuItems />
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
