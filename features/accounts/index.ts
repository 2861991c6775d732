export { VISITOR_CSRF_COOKIE, VISITOR_SESSION_COOKIE } from './constants';
export { ACCOUNT_LOGOUT_URL, accountPaths } from './paths';
export * from './schemas';
// The types other features need of a visitor (type-only: nothing of the server reaches the browser).
export type { Visitor } from './server/session';
export type { LoginHooks } from './server/actions/session-actions';
