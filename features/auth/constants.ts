/** Cookie names shared by server and client (docs/requirements.md §6: the session cookie is `sessionid`). */
export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
export const SESSION_DAYS = 14;
