import 'server-only';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { textTemplate } from '@/i18n/texts.server';
import type { FavoriteTexts } from '../components/favorite-button';

/**
 * The heart's texts. Cached per request, so all hearts of a page get the same object and the
 * flight data carries it once.
 */
export const favoriteTexts = cache(async (locale: Locale): Promise<FavoriteTexts> => {
  const t = await getTranslations({ locale, namespace: 'Favorites' });
  return {
    add: t('add'),
    remove: t('remove'),
    addTitle: textTemplate(t, 'addTitle', ['title']),
    removeTitle: textTemplate(t, 'removeTitle', ['title']),
    added: textTemplate(t, 'added', ['title']),
    removed: textTemplate(t, 'removed', ['title']),
    failed: t('failed'),
    tooMany: t('tooMany'),
    notFound: t('notFound'),
    savedNoJs: t('savedNoJs'),
    viewAll: t('viewAll'),
  };
});
