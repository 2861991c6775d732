import 'server-only';

export { listRedirects, saveRedirect, upsertRedirect } from './server/redirects';
export {
  getDesignSettings,
  getSiteSettings,
  readDesignSettings,
  readSiteSettings,
  shopSettings,
  updateSiteSettings,
  type BoxOfficeRules,
} from './server/settings';
export { readSiteState } from './server/site-state';
export { redirectResource, settingsResource } from './server/resources';
