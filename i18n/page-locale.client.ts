'use client';

import { useParams } from 'next/navigation';
import { defaultLocale, isLocale, type Locale } from './config';

/**
 * The language of the page from its [locale] segment, for client components no server component
 * can hand texts to (error boundaries, shared loading placeholders); German outside one.
 */
export function usePageLocale(): Locale {
  const locale = useParams<{ locale?: string }>()?.locale;
  return isLocale(locale) ? locale : defaultLocale;
}
