export { designSettingsSchema, parseDesignSettings, type DesignSettings } from './design-settings';
export { siteSettingsUpdateSchema, type SiteSettingsUpdate } from './schemas';
export type { SiteSettings } from './server/settings';
