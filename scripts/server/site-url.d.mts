export const MARKER: string;
export const DEFAULT_SITE_URL: string;
export function siteOrigin(siteUrl?: string): string;
export function refreshPrerenderedPages(dir: string, siteUrl?: string): { removed: number };
