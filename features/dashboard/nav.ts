import type { StaffRole } from '@/features/auth';

/**
 * Links of the staff dashboard, each with the roles that may use it (administrators see every one).
 * Each area adds its entry here when its page exists (label keys live in the "Dashboard" messages
 * namespace under `nav`).
 */
export const dashboardNav = [
  { href: '/dashboard', labelKey: 'overview', roles: ['door', 'box_office', 'editor'] },
  { href: '/dashboard/forms', labelKey: 'forms', roles: ['editor'] },
  { href: '/dashboard/orders', labelKey: 'orders', roles: ['box_office'] },
  { href: '/dashboard/check-in', labelKey: 'checkIn', roles: ['door', 'box_office'] },
  { href: '/dashboard/sales', labelKey: 'sales', roles: ['box_office'] },
  { href: '/dashboard/today', labelKey: 'today', roles: ['door', 'box_office'] },
  { href: '/dashboard/counter', labelKey: 'counter', roles: ['box_office'] },
] as const satisfies readonly { href: string; labelKey: string; roles: readonly StaffRole[] }[];
