/**
 * Links of the staff dashboard. Each area adds its entry here when its page exists
 * (label keys live in the "Dashboard" messages namespace under `nav`).
 */
export const dashboardNav = [
  { href: '/dashboard', labelKey: 'overview' },
  { href: '/dashboard/forms', labelKey: 'forms' },
  { href: '/dashboard/orders', labelKey: 'orders' },
  { href: '/dashboard/check-in', labelKey: 'checkIn' },
  { href: '/dashboard/today', labelKey: 'today' },
  { href: '/dashboard/counter', labelKey: 'counter' },
] as const;
