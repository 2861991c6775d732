import 'server-only';
import { getTranslations } from 'next-intl/server';
import { defaultLocale, type Locale } from '@/i18n/config';
import { pageLocaleOnServer } from '@/i18n/page-locale.server';
import type { NotFoundTexts } from '../components/not-found-view';

/**
 * The language of the page a not-found boundary renders in. A boundary has no params, and asking the
 * request would make cached pages and 404s dynamic: the [locale] layout above has set it
 * (setPageLocale). Under an unknown first segment (/xx/…) that layout refuses first: German.
 */
export function notFoundLocale(): Locale {
  return pageLocaleOnServer() ?? defaultLocale;
}

/** The 404 texts in one language. */
export async function notFoundTexts(locale: Locale): Promise<NotFoundTexts> {
  const t = await getTranslations({ locale, namespace: 'ErrorPage' });
  return { notFound: t('notFound'), notFoundHint: t('notFoundHint'), backHome: t('backHome') };
}
