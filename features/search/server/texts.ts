import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { pluralTexts } from '@/i18n/texts.server';
import type { SearchBoxTexts } from '../components/search-box.client';

/** The texts of SearchBox and its header placeholder, made on the server (no ICU runtime in the browser). */
export async function searchBoxTexts(locale: Locale): Promise<SearchBoxTexts> {
  const t = await getTranslations({ locale, namespace: 'SearchBox' });
  return {
    label: t('label'),
    placeholder: t('placeholder'),
    submit: t('submit'),
    open: t('open'),
    clear: t('clear'),
    suggestions: t('suggestions'),
    suggestionsCount: pluralTexts(t, 'suggestionsCount', locale),
  };
}
