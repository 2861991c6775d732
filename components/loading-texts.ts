import type { Locale } from '@/i18n/config';

/**
 * Common.loading and Common.listLoading of messages/*.json, for the shared loading placeholders
 * (skeletons, ListResults): they are rendered inside client islands of every feature, which would
 * otherwise all have to pass them in. tests/unit/static-page-texts.test.tsx keeps them equal to the messages.
 */
export const loadingTexts: Record<Locale, { loading: string; listLoading: string }> = {
  de: { loading: 'Bitte warte einen Moment...', listLoading: 'Die Liste wird geladen …' },
  en: { loading: 'Please wait a moment...', listLoading: 'Loading the list …' },
  cs: { loading: 'Chvilku strpení, prosím...', listLoading: 'Načítá se seznam …' },
};
