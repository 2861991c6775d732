export { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from './constants';
export { loginSchema } from './schemas';
export { roleAllows, staffRoles, type StaffRole } from './user-schemas';
