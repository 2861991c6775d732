export { designSettingsSchema, type DesignSettings } from './design-settings';
export { redirectSchema, siteSettingsUpdateSchema } from './schemas';
export { redirectResourceSchema, settingsResourceSchema } from './resource-schemas';
