import { roleAllows, type StaffRole } from '@/features/auth';

/**
 * The back office's menu, grouped the way staff think of their work instead of one list of 25+
 * resources. An entry is a react-admin resource or one of the pages of their own (check-in, today's
 * dates, the counter, the sales figures), which are plain links.
 */
type MenuGroupKey = 'boxOffice' | 'programme' | 'content' | 'site' | 'lists';

/** Pages outside the react-admin app, each with the roles that may open it (their pages check again). */
const MENU_PAGES = {
  'check-in': ['door', 'box_office'],
  today: ['door', 'box_office'],
  counter: ['box_office'],
  sales: ['box_office'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type MenuPage = keyof typeof MENU_PAGES;

export const isMenuPage = (entry: string): entry is MenuPage => Object.hasOwn(MENU_PAGES, entry);

const GROUPS: Record<MenuGroupKey, readonly string[]> = {
  boxOffice: ['check-in', 'today', 'counter', 'orders', 'visitors', 'waiting-list', 'seat-plans', 'sales'],
  programme: ['events', 'productions', 'series', 'venues', 'persons'],
  content: ['articles', 'pages', 'forms', 'navigation', 'media'],
  site: [
    'opening-hours',
    'opening-hours-exceptions',
    'alerts',
    'settings',
    'billing-settings',
    'users',
    'redirects',
    'audit-log',
    'trash',
  ],
  lists: [
    'event-tags',
    'genres',
    'exhibition-types',
    'seasons',
    'production-tags',
    'article-categories',
    'article-tags',
    'person-categories',
  ],
};

/** The door and the box office work at the gate and the counter: their group comes first. */
const ORDER_FOR_DESK: readonly MenuGroupKey[] = ['boxOffice', 'programme', 'content', 'site', 'lists'];
const ORDER_FOR_EDITORS: readonly MenuGroupKey[] = ['programme', 'content', 'boxOffice', 'site', 'lists'];

export type MenuGroup = { key: MenuGroupKey; entries: string[] };

/**
 * The groups a role sees, in its order, each with the entries it may use: pages by role, resources
 * when the app registered them for this role (`resources`). Empty groups are left out; a registered
 * resource no group names lands in "site" so nothing disappears from the menu.
 */
export function menuGroups(role: StaffRole, resources: readonly string[]): MenuGroup[] {
  const registered = new Set(resources);
  const known = new Set(Object.values(GROUPS).flat());
  const order = role === 'door' || role === 'box_office' ? ORDER_FOR_DESK : ORDER_FOR_EDITORS;
  return order
    .map((key) => {
      const entries = GROUPS[key].filter((entry) =>
        isMenuPage(entry) ? roleAllows(role, MENU_PAGES[entry]) : registered.has(entry),
      );
      if (key === 'site') entries.push(...resources.filter((name) => !known.has(name)));
      return { key, entries };
    })
    .filter((group) => group.entries.length > 0);
}
