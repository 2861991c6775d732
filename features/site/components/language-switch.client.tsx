'use client';

import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { localeNames, locales } from '@/i18n/config';

/**
 * Links to the same page in the other languages. The link goes through /api/locale-switch/, which
 * knows each page's per-language path, so it works without JavaScript too.
 */
export function LanguageSwitch({ display = 'code' }: { display?: 'code' | 'name' }) {
  const current = useLocale();
  const pathname = usePathname() ?? `/${current}`;
  const t = useTranslations('LanguageSwitch');
  return (
    <nav className="language-switch" aria-label={t('label')}>
      <ul>
        {locales.map((locale) => (
          <li key={locale}>
            {locale === current ? (
              <span aria-current="true" title={t('current', { name: localeNames[locale] })} className="language-switch__current">
                {display === 'code' ? locale.toUpperCase() : localeNames[locale]}
              </span>
            ) : (
              <a
                href={`/api/locale-switch/?to=${locale}&path=${encodeURIComponent(pathname)}`}
                hrefLang={locale}
                lang={locale}
              >
                {display === 'code' ? (
                  <>
                    {/* The shown code stays part of the name (WCAG 2.5.3); the language name follows for screen readers. */}
                    {locale.toUpperCase()}
                    <span className="visually-hidden"> {localeNames[locale]}</span>
                  </>
                ) : (
                  localeNames[locale]
                )}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
