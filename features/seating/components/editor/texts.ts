/**
 * The editor's texts come from its host (the dashboard's translate, messages "SeatPlanEditor"), so
 * the component itself carries no i18n library.
 */
export type Translate = (key: string, values?: Record<string, string | number>) => string;
