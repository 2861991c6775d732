export { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from './constants';
export { loginSchema, staffRoles, type StaffRole } from './schemas';
export { userResourceSchema, type UserInput } from './resource-schema';
