import type { Locale } from '@/i18n/config';

/**
 * The two texts of app/global-error.tsx, copied from messages/*.json (ErrorPage.renderFailed and
 * ErrorPage.backHome): the last resort cannot count on next-intl. tests/unit/global-error.test.tsx
 * keeps them equal to the messages.
 */
export const globalErrorTexts: Record<Locale, { renderFailed: string; backHome: string }> = {
  de: { renderFailed: 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten', backHome: 'Zur Startseite' },
  en: { renderFailed: 'An error occurred while showing the error page', backHome: 'Back to the home page' },
  cs: { renderFailed: 'Při zobrazování chybové stránky došlo k chybě', backHome: 'Na úvodní stránku' },
};
