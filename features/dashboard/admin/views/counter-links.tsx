'use client';

import { ListItemIcon, MenuItem, Button } from '@mui/material';
import TodayIcon from '@mui/icons-material/Today';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { useBasename, usePermissions, useSidebarState } from 'react-admin';
import { roleAllows, type StaffRole } from '@/features/auth';
import { useNamespaceTexts } from '../namespace-texts';

/**
 * Today's dates (door and box office) and the counter (box office): pages of their own, phone-sized,
 * loaded in full like check-in rather than routed inside the back office. Shown only to roles that
 * may use them (the pages check the role again on the server).
 */
function useStaffPages() {
  const basename = useBasename();
  const { permissions } = usePermissions<StaffRole>();
  const t = useNamespaceTexts('Counter');
  const role = permissions ?? 'editor';
  return [
    roleAllows(role, ['door', 'box_office'])
      ? { key: 'today', href: `${basename}/today`, label: t('menuToday'), Icon: TodayIcon }
      : null,
    roleAllows(role, ['box_office'])
      ? { key: 'counter', href: `${basename}/counter`, label: t('menuCounter'), Icon: PointOfSaleIcon }
      : null,
  ].filter((page) => page !== null);
}

/** The menu entries of these pages; `only` picks one of them (the grouped menu places each itself). */
export function CounterMenuItems({ only }: { only?: 'today' | 'counter' }) {
  const [open] = useSidebarState();
  const pages = useStaffPages().filter((page) => !only || page.key === only);
  return pages.map(({ href, label, Icon }) => (
    <MenuItem
      key={href}
      component="a"
      href={href}
      aria-label={open ? undefined : label}
      title={open ? undefined : label}
      sx={{ color: 'text.secondary', '& .MuiListItemIcon-root': { minWidth: 40 } }}
    >
      <ListItemIcon>
        <Icon />
      </ListItemIcon>
      {open ? label : null}
    </MenuItem>
  ));
}

export function CounterHomeButtons() {
  return useStaffPages().map(({ href, label }) => (
    <Button key={href} variant="contained" href={href}>
      {label}
    </Button>
  ));
}
