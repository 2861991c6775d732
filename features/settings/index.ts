export { designSettingsSchema, parseDesignSettings, type DesignSettings } from './design-settings';
export { redirectSchema, siteSettingsUpdateSchema, type RedirectInput, type SiteSettingsUpdate } from './schemas';
export type { SiteSettings } from './server/settings';
export { redirectResourceSchema, settingsResourceSchema, type SettingsInput } from './resource-schemas';
