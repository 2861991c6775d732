import 'server-only';

export { clearSessionCookies, setSessionCookies } from './server/cookies';
export { requireRole, requireStaff } from './server/guard';
export type { SessionUser } from './server/session';
export { setStaffPreview } from './server/preview';
export { authenticate } from './server/login';
export { loginFormTexts, loginRefusalText } from './server/login-texts';
export { beginStaffLogin } from './server/login-limit';
export { hashPassword, verifyPassword } from './server/password';
export { upgradedHash } from './server/password-upgrade';
export { requireRolePage, requireStaffPage } from './server/page-guard';
export { createSession, currentUser, deleteSession, deleteUserSessions } from './server/session';
export { countUsers, createUser, resetPassword } from './server/users';
