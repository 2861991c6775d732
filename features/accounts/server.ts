import 'server-only';

export { assertVisitorCsrf, requireVisitor } from './server/guard';
export { createVisitorSession, currentVisitor, visitorForSession } from './server/session';
export { peekToken } from './server/tokens';
export { resendVerificationFor } from './server/sign-up';
export { readEmailChange } from './server/email-change';
export { safeNext } from './server/http';
export {
  confirmEmailAction,
  changeEmailAction,
  profileOf,
  updateProfileAction,
} from './server/actions/profile-actions';
export { loginAction, logoutAction, logoutEverywhereAction } from './server/actions/session-actions';
export { requestResetAction, resetPasswordAction } from './server/actions/reset-actions';
export { resendVerificationAction, signUpAction, verifyAction } from './server/actions/sign-up-actions';
export {
  changePasswordAction,
  confirmNewsletterAction,
  deleteAccountAction,
  languageAction,
  newsletterAction,
} from './server/actions/settings-actions';
export { readNotice } from './components/notice';
export { AccountPage } from './components/account-page';
export { SignUpView } from './components/sign-up-view';
export { LoginView } from './components/login-view';
export { VerifyView } from './components/verify-view';
export { PasswordResetView } from './components/password-reset-view';
export { NewPasswordView } from './components/new-password-view';
export { ProfileView } from './components/profile-view';
export { SettingsView } from './components/settings-view';
export { EmailConfirmView } from './components/email-confirm-view';
export { NewsletterConfirmView } from './components/newsletter-confirm-view';
export { accountPageTitle, requireVisitorPage, visitorOnPage } from './server/pages';
