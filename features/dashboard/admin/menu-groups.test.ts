import { describe, expect, it } from 'vitest';
import { menuGroups } from './menu-groups';

// What the app registers for each role (admin-app.client.tsx).
const EDITOR = [
  'events',
  'productions',
  'series',
  'venues',
  'persons',
  'articles',
  'forms',
  'pages',
  'navigation',
  'media',
  'opening-hours',
  'opening-hours-exceptions',
  'alerts',
  'article-categories',
  'article-tags',
  'event-tags',
  'genres',
  'production-tags',
  'person-categories',
  'seasons',
  'exhibition-types',
  'trash',
  'seat-plans',
];
const BOX_OFFICE = ['seat-plans', 'orders', 'visitors', 'waiting-list'];
const ADMIN = [
  ...new Set([...EDITOR, ...BOX_OFFICE]),
  'redirects',
  'users',
  'audit-log',
  'settings',
  'billing-settings',
];

describe('the back office menu', () => {
  it('shows the door only its gate: check-in and today’s dates', () => {
    expect(menuGroups('door', [])).toEqual([{ key: 'boxOffice', entries: ['check-in', 'today'] }]);
  });

  it('puts the box office first for the box office, with its pages and lists', () => {
    expect(menuGroups('box_office', BOX_OFFICE)).toEqual([
      {
        key: 'boxOffice',
        entries: ['check-in', 'today', 'counter', 'orders', 'visitors', 'waiting-list', 'seat-plans', 'sales'],
      },
    ]);
  });

  it('puts the programme first for editors and groups content, site and lists', () => {
    const groups = menuGroups('editor', EDITOR);
    expect(groups.map((g) => g.key)).toEqual(['programme', 'content', 'boxOffice', 'site', 'lists']);
    expect(groups[0].entries).toEqual(['events', 'productions', 'series', 'venues', 'persons']);
    expect(groups[2].entries).toEqual(['seat-plans']);
    expect(groups[4].entries).toHaveLength(8);
  });

  it('gives administrators every entry exactly once, no group longer than nine', () => {
    const groups = menuGroups('admin', ADMIN);
    const entries = groups.flatMap((g) => g.entries);
    expect(new Set(entries).size).toBe(entries.length);
    expect(entries).toEqual(expect.arrayContaining([...ADMIN, 'check-in', 'today', 'counter', 'sales']));
    expect(entries).toHaveLength(ADMIN.length + 4);
    expect(Math.max(...groups.map((g) => g.entries.length))).toBeLessThanOrEqual(9);
  });

  it('keeps a resource no group knows yet, under site and settings', () => {
    expect(menuGroups('admin', ['events', 'new-thing']).find((g) => g.key === 'site')?.entries).toEqual(['new-thing']);
  });
});
