import 'server-only';

export { clearVisitorCookies, setVisitorCookies } from './server/cookies';
export { assertVisitorCsrf, requireVisitor } from './server/guard';
export { createVisitorSession, currentVisitor, deleteOtherVisitorSessions, deleteVisitorSession, visitorForSession, type Visitor } from './server/session';
export { consumeToken, issueToken, peekToken, type TokenPurpose } from './server/tokens';
export { readProfile, type Profile } from './server/profile';
export { readEmailChange } from './server/email-change';
export { safeNext } from './server/http';
export { confirmEmailAction, changeEmailAction, profileOf, updateProfileAction } from './server/actions/profile-actions';
export { loginAction, logoutAction } from './server/actions/session-actions';
export { requestResetAction, resetPasswordAction } from './server/actions/reset-actions';
export { resendVerificationAction, signUpAction, verifyAction } from './server/actions/sign-up-actions';
export { changePasswordAction, confirmNewsletterAction, deleteAccountAction, languageAction, newsletterAction } from './server/actions/settings-actions';
