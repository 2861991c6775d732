export type { ConsentGateProps } from './components/consent-gate.client';
export type { ConsentApi } from './consent-context.client';
export {
  CONSENT_COOKIE,
  parseConsent,
  serializeConsent,
  isConsentFreePath,
  type Consent,
  type ConsentCategory,
} from './consent-cookie';
export { CookieBannerScript } from './components/cookie-banner-script';
export { CookieBanner } from './components/cookie-banner';
