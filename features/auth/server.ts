import 'server-only';

export { clearSessionCookies, setSessionCookies } from './server/cookies';
export { requireRole, requireStaff } from './server/guard';
export type { SessionUser } from './server/session';
export { setStaffPreview } from './server/preview';
export { authenticate } from './server/login';
export { hashPassword, verifyPassword } from './server/password';
export { requireStaffPage } from './server/page-guard';
export { createSession, currentUser, deleteSession } from './server/session';
export { countUsers, createUser, resetPassword } from './server/users';
export { userResource } from './server/resource';
