import 'server-only';
import { setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import type { Locale } from './config';

const current = cache((): { locale: Locale | null } => ({ locale: null }));

/**
 * next-intl's setRequestLocale, and a copy for server code that gets no params and must not read the
 * request (that would make a cached page dynamic): the not-found boundaries, which Next renders
 * inside their layout, after it (features/site/server/not-found-texts.ts).
 */
export function setPageLocale(locale: Locale) {
  setRequestLocale(locale);
  current().locale = locale;
}

/** The language a layout above set for this render, or null. */
export const pageLocaleOnServer = () => current().locale;
