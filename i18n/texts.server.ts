import 'server-only';
import { localeIso, type Locale } from './config';
import type { PluralTexts } from './client-texts';

/** A next-intl translator (`getTranslations`) of one namespace, or anything called like one: K are its keys. */
type Translate<K extends string> = (key: K, values?: Record<string, string | number>) => string;

/**
 * A message with `{name}` placeholders the browser fills in (i18n/client-texts.ts `fill`): the
 * placeholders are passed through next-intl as the values themselves.
 */
export function textTemplate<K extends string>(
  t: Translate<K>,
  key: K,
  names: string[],
  values: Record<string, string | number> = {},
): string {
  return t(key, { ...values, ...Object.fromEntries(names.map((name) => [name, `{${name}}`])) });
}

const numbersByLocale = new Map<Locale, [Intl.LDMLPluralRule, number[]][]>();

/**
 * The whole numbers from 1 to 1,000 of each plural category of a language, smallest first (at most
 * 20 each). Made once per language: 2,000 PluralRules lookups were ~2 ms of every page render.
 */
function numbersByCategory(locale: Locale): [Intl.LDMLPluralRule, number[]][] {
  const known = numbersByLocale.get(locale);
  if (known) return known;
  const rule = new Intl.PluralRules(localeIso[locale]);
  const found = new Map<Intl.LDMLPluralRule, number[]>();
  for (let n = 1; n <= 1000; n++) {
    const category = rule.select(n);
    const list = found.get(category) ?? [];
    if (list.length < 20) found.set(category, [...list, n]);
  }
  const numbers = [...found];
  numbersByLocale.set(locale, numbers);
  return numbers;
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** Where the number n is written in a text as a number of its own (not inside "15" or "1.5"). */
function numberPattern(n: number, locale: Locale): RegExp {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(localeIso[locale])));
  return new RegExp(`(?<!\\d[.,]?)${format.format(n).replace(/[.,]/g, '\\$&')}(?![.,]?\\d)`, 'g');
}

/**
 * A plural message (`{count, plural, …}`) formatted for every plural category the page's language
 * has for whole numbers, plus 0 (ICU `=0`), with the count written as `{count}`: the browser picks
 * one with `pluralText`. A sample count that also occurs elsewhere in the text is not used.
 */
export function pluralTexts<K extends string>(
  t: Translate<K>,
  key: K,
  locale: Locale,
  values: Record<string, string | number> = {},
): PluralTexts {
  const texts: PluralTexts = {};
  const candidates: [Intl.LDMLPluralRule | 'zero', number[]][] = [['zero', [0]], ...numbersByCategory(locale)];
  for (const [category, numbers] of candidates) {
    for (const n of numbers) {
      const text = t(key, { ...values, count: n });
      const found = text.match(numberPattern(n, locale))?.length ?? 0;
      if (found > 1) continue;
      texts[category] = text.replace(numberPattern(n, locale), '{count}');
      break;
    }
  }
  return texts;
}
