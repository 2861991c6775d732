import 'server-only';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { textTemplate } from '@/i18n/texts.server';
import type { SliderTexts } from './slider.client';

/** The slider's texts (cached per request: one object for all sliders of a page). */
export const sliderTexts = cache(async (locale: Locale): Promise<SliderTexts> => {
  const t = await getTranslations({ locale, namespace: 'Blocks' });
  return {
    carousel: t('carousel'),
    previousSlide: t('previousSlide'),
    nextSlide: t('nextSlide'),
    slideStatus: textTemplate(t, 'slideStatus', ['current', 'total']),
  };
});
