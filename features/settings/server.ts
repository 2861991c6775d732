import 'server-only';

export { listRedirects, saveRedirect, upsertRedirect } from './server/redirects';
export {
  getDesignSettings,
  getSiteSettings,
  readSiteSettings,
  shopSettings,
  updateSiteSettings,
  type BoxOfficeRules,
} from './server/settings';
export { readSiteState } from './server/site-state';
export { redirectResource, settingsResource } from './server/resources';
export { readBillingSettings } from './server/billing-settings';
