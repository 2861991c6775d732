import type { Locale } from '@/i18n/config';

/**
 * The ErrorPage texts of the error boundary (app/[locale]/error.tsx, its view error-page-view.client.tsx), copied from messages/*.json:
 * a boundary is a client component no server component hands props to. Next.js ships it with every
 * page, so only its four texts. tests/unit/static-page-texts.test.tsx keeps them equal to the
 * messages; `title` is a template whose {status} is filled in (i18n/client-texts.ts `fill`).
 */
export type ErrorPageTexts = { title: string; unknown: string; retry: string; backHome: string };

export const errorPageTexts: Record<Locale, ErrorPageTexts> = {
  de: {
    title: 'Fehler {status}',
    unknown: 'Ein unbekannter Fehler ist aufgetreten',
    retry: 'Erneut versuchen',
    backHome: 'Zur Startseite',
  },
  en: {
    title: 'Error {status}',
    unknown: 'An unknown error occurred',
    retry: 'Try again',
    backHome: 'Back to the home page',
  },
  cs: {
    title: 'Chyba {status}',
    unknown: 'Došlo k neznámé chybě',
    retry: 'Zkusit znovu',
    backHome: 'Na úvodní stránku',
  },
};
