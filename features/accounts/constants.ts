/**
 * Cookie names of visitor accounts, shared by server and client. Visitors have their own session
 * cookie, never `sessionid`: no visitor session can pass a staff check.
 */
export const VISITOR_SESSION_COOKIE = 'visitor_session';
/** Readable by our scripts, which send it back in the X-CSRFToken header; forms carry it as `csrf_token`. */
export const VISITOR_CSRF_COOKIE = 'visitor_csrftoken';
export const VISITOR_SESSION_DAYS = 30;
