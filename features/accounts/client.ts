// What browser code needs of visitor accounts: cookie names and paths (no schemas, so no zod in the page's JavaScript).
export { VISITOR_CSRF_COOKIE } from './constants';
export { ACCOUNT_LOGOUT_URL, accountPaths } from './paths';
