import 'server-only';
import { getTranslations } from 'next-intl/server';
import { locales } from '@/i18n/config';
import type { NotFoundTexts } from '../components/not-found-view.client';

/**
 * The 404 texts in every language: a not-found boundary does not know the language on the server
 * (asking the request would make the cached 404 dynamic), the browser picks by the page's segment.
 * They travel in the 404's own payload, not in the script every page loads with its boundary.
 */
export async function notFoundTexts(): Promise<NotFoundTexts> {
  const entries = await Promise.all(
    locales.map(async (locale) => {
      const t = await getTranslations({ locale, namespace: 'ErrorPage' });
      return [locale, { notFound: t('notFound'), notFoundHint: t('notFoundHint'), backHome: t('backHome') }] as const;
    }),
  );
  return Object.fromEntries(entries) as NotFoundTexts;
}
