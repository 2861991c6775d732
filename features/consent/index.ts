export { CONSENT_COOKIE, parseConsent, serializeConsent, isConsentFreePath } from './consent-cookie';
export { CookieBannerScript } from './components/cookie-banner-script';
export { CookieBanner } from './components/cookie-banner';
