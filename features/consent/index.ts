export { ConsentGate, type ConsentGateProps } from './components/consent-gate.client';
export { ConsentProvider } from './components/consent-provider.client';
export { CookieSettingsButton } from './components/cookie-settings-button.client';
export { useConsent, type ConsentApi } from './consent-context.client';
export { CONSENT_COOKIE, parseConsent, serializeConsent, isConsentFreePath, type Consent, type ConsentCategory } from './consent-cookie';
