export { VISITOR_CSRF_COOKIE, VISITOR_SESSION_COOKIE } from './constants';
