'use client';

import { Box, Divider, ListItemIcon, MenuItem, Typography } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { Menu, useBasename, usePermissions, useResourceDefinitions, useSidebarState, useTranslate } from 'react-admin';
import type { StaffRole } from '@/features/auth';
import { isMenuPage, menuGroups, type MenuGroup } from './menu-groups';
import { SalesMenuItem } from './sales-menu-item';
import { CounterMenuItems } from './views/counter-links';

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

function Entry({ name }: { name: string }) {
  if (!isMenuPage(name)) return <Menu.ResourceItem name={name} />;
  if (name === 'check-in') return <CheckInMenuItem />;
  if (name === 'sales') return <SalesMenuItem />;
  return <CounterMenuItems only={name} />;
}

/** Menu entries wrap instead of ending in "…": staff read the whole name. */
const WRAP = { '& .MuiMenuItem-root': { whiteSpace: 'normal', lineHeight: 1.3, minHeight: 40 } } as const;

function Group({ group }: { group: MenuGroup }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const label = translate(`bo51.menu.${group.key}`);
  const id = `menu-group-${group.key}`;
  return (
    <Box component="section" aria-labelledby={open ? id : undefined} aria-label={open ? undefined : label}>
      {open ? (
        <Typography
          id={id}
          component="h2"
          variant="overline"
          sx={{ display: 'block', px: 2, pt: 1.5, lineHeight: 1.6, color: 'text.secondary', fontWeight: 600 }}
        >
          {label}
        </Typography>
      ) : (
        <Divider />
      )}
      <Menu aria-label={label} sx={WRAP}>
        {group.entries.map((name) => (
          <Entry key={name} name={name} />
        ))}
      </Menu>
    </Box>
  );
}

/**
 * The back office's menu in groups the way staff think of their work (box office, programme,
 * content, site and settings, lists and tags; menu-groups.ts), the door's and the box office's
 * entries first for those roles.
 */
export function MuseumMenu() {
  const { permissions: role } = usePermissions<StaffRole>();
  const resources = Object.keys(useResourceDefinitions());
  const translate = useTranslate();
  return (
    <Box component="nav" aria-label={translate('bo51.menu.label')}>
      <Menu sx={WRAP}>
        <Menu.DashboardItem />
      </Menu>
      {role ? menuGroups(role, resources).map((group) => <Group key={group.key} group={group} />) : null}
    </Box>
  );
}
