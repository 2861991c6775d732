import { describe, expect, it } from 'vitest';
import { alertOnlineAt, alertSiteState } from './alert-site-state';

const now = new Date('2026-12-06T12:00:00Z');
const alert = (
  id: number,
  extra: Partial<{ is_active: boolean; online_from: string | null; online_to: string | null }> = {},
) => ({
  id,
  is_active: true,
  online_from: null,
  online_to: null,
  ...extra,
});

describe('which top alert shows, in the back office’s words', () => {
  it('tells shown, covered (a newer one wins), outside its window and inactive apart', () => {
    expect(alertSiteState(alert(7), 7, now)).toBe('shown');
    expect(alertSiteState(alert(5), 7, now)).toBe('covered');
    expect(alertSiteState(alert(9, { online_from: '2026-12-24T00:00:00Z' }), 7, now)).toBe('outside_window');
    expect(alertSiteState(alert(3, { online_to: '2026-12-01T00:00:00Z' }), 7, now)).toBe('outside_window');
    expect(alertSiteState(alert(8, { is_active: false }), 7, now)).toBe('inactive');
  });

  it('counts both ends of the window as online', () => {
    expect(alertOnlineAt(alert(1, { online_from: now.toISOString(), online_to: now.toISOString() }), now)).toBe(true);
  });
});
