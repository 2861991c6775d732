'use client';

import { ListItemIcon, MenuItem } from '@mui/material';
import BarChartIcon from '@mui/icons-material/BarChart';
import { useBasename, usePermissions, useSidebarState } from 'react-admin';
import { roleAllows, type StaffRole } from '@/features/auth';
import { useNamespaceTexts } from './namespace-texts';

/**
 * The sales figures are a page of their own (server-rendered, outside this app), so their menu entry is
 * a plain link that loads it; only the box office and admin see it.
 */
export function SalesMenuItem() {
  const t = useNamespaceTexts('SalesReports');
  const basename = useBasename();
  const [open] = useSidebarState();
  const { permissions } = usePermissions<StaffRole>();
  if (!permissions || !roleAllows(permissions, ['box_office'])) return null;
  const label = t('title');
  return (
    <MenuItem
      component="a"
      href={`${basename}/sales`}
      aria-label={open ? undefined : label}
      title={open ? undefined : label}
      sx={{ color: 'text.secondary', '& .MuiListItemIcon-root': { minWidth: 40 } }}
    >
      <ListItemIcon>
        <BarChartIcon />
      </ListItemIcon>
      {open ? label : null}
    </MenuItem>
  );
}
