'use client';

import { usePageLocale } from '@/i18n/page-locale.client';
import { loadingTexts } from './loading-texts';

/** 'Bitte warte einen Moment...' in the page's language, for skeletons rendered by server and client components alike. */
export function LoadingLabel() {
  return <>{loadingTexts[usePageLocale()].loading}</>;
}
