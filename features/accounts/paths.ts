/** The account pages (under app/[locale]/(site)/user/), per language. */
export const accountPaths = {
  signUp: (locale: string) => `/${locale}/user/signup`,
  login: (locale: string) => `/${locale}/user/login`,
  verify: (locale: string) => `/${locale}/user/verify`,
  passwordReset: (locale: string) => `/${locale}/user/password-reset`,
  newPassword: (locale: string) => `/${locale}/user/password-reset/new`,
  profile: (locale: string) => `/${locale}/user/profile`,
  settings: (locale: string) => `/${locale}/user/settings`,
  emailConfirm: (locale: string) => `/${locale}/user/email/confirm`,
  newsletterConfirm: (locale: string) => `/${locale}/user/newsletter/confirm`,
  orders: (locale: string) => `/${locale}/user/orders`,
  vouchers: (locale: string) => `/${locale}/user/vouchers`,
  subscriptions: (locale: string) => `/${locale}/user/subscriptions`,
  reservations: (locale: string) => `/${locale}/user/reservations`,
  favorites: (locale: string) => `/${locale}/user/favorites`,
};

/** Where the header's and the account pages' logout posts (JSON with X-CSRFToken, or a form with csrf_token). */
export const ACCOUNT_LOGOUT_URL = '/api/account/logout/';

/** Ends every session of the account (settings page form with csrf_token, or JSON with X-CSRFToken). */
export const ACCOUNT_LOGOUT_EVERYWHERE_URL = '/api/account/logout-all/';
