import 'server-only';

export { getDesignSettings, getSiteSettings, readDesignSettings, readSiteSettings, updateSiteSettings } from './server/settings';
