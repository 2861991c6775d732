import type { Locale } from '@/i18n/config';

/**
 * The ErrorPage texts of the error boundary (app/[locale]/error.tsx) and the 404 content
 * (NotFoundView), copied from messages/*.json. Neither can be handed texts by a server component:
 * the boundary is a client component of its own, and the cached 404 must not ask the request for its
 * language. tests/unit/static-page-texts.test.tsx keeps them equal to the messages; `title` is a
 * template whose {status} is filled in (i18n/client-texts.ts `fill`).
 */
export type ErrorPageTexts = { title: string; unknown: string; retry: string; backHome: string; notFound: string; notFoundHint: string };

export const errorPageTexts: Record<Locale, ErrorPageTexts> = {
  de: {
    title: 'Fehler {status}',
    unknown: 'Ein unbekannter Fehler ist aufgetreten',
    retry: 'Erneut versuchen',
    backHome: 'Zur Startseite',
    notFound: 'Diese Seite konnte nicht gefunden werden',
    notFoundHint: 'Vielleicht wurde sie verschoben, oder die Adresse enthält einen Tippfehler.',
  },
  en: {
    title: 'Error {status}',
    unknown: 'An unknown error occurred',
    retry: 'Try again',
    backHome: 'Back to the home page',
    notFound: 'This page could not be found',
    notFoundHint: 'It may have moved, or the address contains a typo.',
  },
  cs: {
    title: 'Chyba {status}',
    unknown: 'Došlo k neznámé chybě',
    retry: 'Zkusit znovu',
    backHome: 'Na úvodní stránku',
    notFound: 'Tuto stránku se nepodařilo najít',
    notFoundHint: 'Možná byla přesunuta, nebo adresa obsahuje překlep.',
  },
};
