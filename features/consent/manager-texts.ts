import type { Locale } from '@/i18n/config';
import { fetchTexts } from '@/lib/fetch-texts';

/** What the cookie settings dialog says (app/[locale]/api/cookie-manager-texts, features/consent/server.ts). */
export type CookieManagerTexts = {
  managerTitle: string;
  managerIntro: string;
  required: string;
  requiredText: string;
  tracking: string;
  trackingText: string;
  media: string;
  mediaText: string;
  saveSelection: string;
  acceptAll: string;
  close: string;
};

/**
 * The dialog's texts, fetched when it first opens or a button opening it is hovered or focused
 * (in every page's data they were ~0.8 KB). null when the fetch failed.
 */
export const managerTexts = (locale: Locale) => fetchTexts<CookieManagerTexts>(`/${locale}/api/cookie-manager-texts/`);
