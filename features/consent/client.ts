export { ConsentGate } from './components/consent-gate.client';
export { ConsentProvider } from './components/consent-provider.client';
export { CookieSettingsButton } from './components/cookie-settings-button.client';
export type { CookieManagerFrameTexts } from './components/cookie-manager.client';
export { ConsentContext, type ConsentApi } from './consent-context.client';
