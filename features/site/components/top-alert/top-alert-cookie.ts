/** SPEC 9: the cookie that remembers which alert the visitor closed. */
export const TOP_ALERT_COOKIE = 'top-alert-noeku';

/** SPEC 4: shown when an alert exists and the cookie is absent or holds another id. */
export function isAlertDismissed(cookieValue: string | undefined, alertId: number): boolean {
  return cookieValue === String(alertId);
}

/** On <html>: the id of the alert this visitor closed, set before the first paint (TopAlertScript). */
export const TOP_ALERT_CLOSED_ATTR = 'data-top-alert-closed';
