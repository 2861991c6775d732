export { ChromeEffects } from './components/chrome/chrome-effects.client';
export { ChromeProviders } from './components/chrome/chrome-providers.client';
export { StickyTicketSource } from './components/chrome/chrome-state.client';
export { ErrorPageView } from './components/error-page-view.client';
export { GlobalErrorView } from './components/global-error-view.client';
export { StickyNav } from './components/sticky-nav/sticky-nav.client';
export { useUser } from './components/chrome/user-context.client';
