// Staff accounts as administrators manage them (/api/users/): a resource on top of auth, so that
// auth (sessions, guards) stays below resources and resources can use its guards.
export { userResourceSchema } from './resource-schema';
