import { routing } from '@/i18n/routing';

/**
 * i18n/navigation for jsdom tests: next-intl's navigation imports next/navigation in a form Node's
 * ESM loader cannot resolve outside the Next bundler. Localized paths come from the same routing.
 */
export function getPathname({ locale, href }: { locale: string; href: string }) {
  const entry = (routing.pathnames as Record<string, string | Record<string, string>>)[href];
  const path = typeof entry === 'string' ? entry : (entry?.[locale] ?? href);
  return `/${locale}${path}`;
}
