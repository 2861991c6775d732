/** docs/requirements.md §2: categories besides 'required' that a visitor may allow. */
export type ConsentCategory = 'tracking' | 'media';
export type Consent = Record<ConsentCategory, boolean>;

export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_MAX_AGE_DAYS = 365;
/** Bumped when the categories change, so older choices are asked again. */
export const CONSENT_VERSION = 1;

/** The stored choice, or null when the visitor has not decided (or the cookie is unreadable). */
export function parseConsent(raw: string | undefined | null): Consent | null {
  if (!raw) return null;
  try {
    // Checked by hand instead of with zod: this runs in the browser on every page, where even
    // zod/mini adds about 16 KB gzip.
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null) return null;
    const { v, tracking, media } = stored as Record<string, unknown>;
    return v === CONSENT_VERSION && typeof tracking === 'boolean' && typeof media === 'boolean'
      ? { tracking, media }
      : null;
  } catch {
    return null;
  }
}

export function serializeConsent(consent: Consent): string {
  return JSON.stringify({ v: CONSENT_VERSION, tracking: consent.tracking, media: consent.media });
}

/** Imprint, privacy and GTC pages never ask for consent (docs/requirements.md §2). */
export const CONSENT_FREE_PATH = /^\/(?:de|en|cs)\/(?:agb|impressum|datenschutz|barrierefreiheit)\/?$/;

export function isConsentFreePath(pathname: string): boolean {
  return CONSENT_FREE_PATH.test(pathname);
}

/**
 * Class on <html> that shows the server-rendered cookie banner before React runs (banner-script.ts).
 * Without JavaScript the site loads no tracking and no embeds, so there is nothing to ask and the
 * banner stays hidden.
 */
export const BANNER_ON_CLASS = 'cookie-banner-on';
