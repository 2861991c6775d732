export { VISITOR_CSRF_COOKIE, VISITOR_SESSION_COOKIE } from './constants';
export { ACCOUNT_LOGOUT_EVERYWHERE_URL, ACCOUNT_LOGOUT_URL, accountPaths } from './paths';
export * from './schemas';
