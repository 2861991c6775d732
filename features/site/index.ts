export { designSettingsSchema, parseDesignSettings, type DesignSettings } from './design-settings';
export type { OpeningHoursEntry, OpeningHoursToday } from './opening-hours';
