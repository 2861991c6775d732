/**
 * The site shows one top alert at a time (its dismissal cookie names one alert): of the alerts that
 * are active and inside their online window, the one created last. Staff see for each alert where it
 * stands, so a new alert never hides the current one without anyone knowing.
 */
export type AlertSiteState = 'shown' | 'covered' | 'outside_window' | 'inactive';

export type AlertWindow = { is_active: boolean; online_from: string | null; online_to: string | null };

/** Active and inside its online window (either end may be open). */
export function alertOnlineAt(alert: AlertWindow, now: Date): boolean {
  if (!alert.is_active) return false;
  if (alert.online_from && new Date(alert.online_from).getTime() > now.getTime()) return false;
  return !(alert.online_to && new Date(alert.online_to).getTime() < now.getTime());
}

/** Which of the four an alert is, given the id of the alert the site shows now (null: none). */
export function alertSiteState(alert: AlertWindow & { id: number }, shownId: number | null, now: Date): AlertSiteState {
  if (!alert.is_active) return 'inactive';
  if (!alertOnlineAt(alert, now)) return 'outside_window';
  return alert.id === shownId ? 'shown' : 'covered';
}
