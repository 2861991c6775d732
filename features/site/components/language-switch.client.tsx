'use client';

import { usePathname } from 'next/navigation';
import { localeNames, locales, type Locale } from '@/i18n/config';
import { LOCALE_SWITCH_ATTRIBUTE, switchHref } from './chrome/header-behaviour';

/** Made on the server: `current` names the page's language ('Aktuelle Sprache: Deutsch'). */
export type LanguageSwitchTexts = { label: string; current: string };

/**
 * Links to the same page in the other languages. The link goes through /api/locale-switch/, which
 * knows each page's per-language path, so it works without JavaScript too.
 */
export function LanguageSwitch({
  current,
  texts,
  display = 'code',
}: {
  current: Locale;
  texts: LanguageSwitchTexts;
  display?: 'code' | 'name';
}) {
  const pathname = usePathname() ?? `/${current}`;
  // Pages are cached for everyone, so the server renders the link without the query; the filters
  // of a list live in it. ChromeEffects adds it from the address bar when the link is about to be
  // used (reading useSearchParams would take the switch out of the server-rendered HTML).
  return (
    <nav className="language-switch" aria-label={texts.label}>
      <ul>
        {locales.map((locale) => (
          <li key={locale}>
            {locale === current ? (
              <span aria-current="true" title={texts.current} className="language-switch__current">
                {display === 'code' ? locale.toUpperCase() : localeNames[locale]}
              </span>
            ) : (
              <a
                href={switchHref(locale, pathname)}
                {...{ [LOCALE_SWITCH_ATTRIBUTE]: locale }}
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
