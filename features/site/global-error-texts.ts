import { defaultLocale, isLocale, type Locale } from '@/i18n/config';

/**
 * The two texts of app/global-error.tsx, copied from messages/*.json (ErrorPage.renderFailed and
 * ErrorPage.backHome). Next.js ships the global error boundary with every page, so importing a whole
 * messages file there added about 7 KB gzip to each first load; tests/unit/global-error.test.tsx keeps
 * these equal to the messages.
 */
export const globalErrorTexts: Record<Locale, { renderFailed: string; backHome: string }> = {
  de: { renderFailed: 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten', backHome: 'Zur Startseite' },
  en: { renderFailed: 'An error occurred while showing the error page', backHome: 'Back to the home page' },
  cs: { renderFailed: 'Při zobrazování chybové stránky došlo k chybě', backHome: 'Na úvodní stránku' },
};

/** The language of a path ('/en/…' → 'en'); German, the default language, otherwise. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}
