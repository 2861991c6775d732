/** docs/requirements.md §9: the cookie that remembers which alert the visitor closed. */
export const TOP_ALERT_COOKIE = 'top-alert-noeku';

/**
 * On <html>: the id of the alert this visitor closed, set before the first paint (TopAlertScript)
 * and on closing. docs/requirements.md §4: the alert shows unless this names its id (TopAlert's style rule).
 */
export const TOP_ALERT_CLOSED_ATTR = 'data-top-alert-closed';
/** On the alert's close button: the alert's id. */
export const TOP_ALERT_CLOSE_ATTR = 'data-top-alert-close';
