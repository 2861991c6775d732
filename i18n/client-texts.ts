import { localeIso, type Locale } from './config';

/**
 * Texts for client components, given to them as props by the server component that renders them
 * (built with `textTemplate`/`pluralTexts` from i18n/texts.server.ts). Public pages then need no
 * ICU runtime or message provider in the browser (issue #19, first-load JavaScript): the server
 * formats with next-intl; the browser only fills in values it alone knows (a count, a time).
 */

/** A plural message formatted on the server for each plural category of the page's language. */
export type PluralTexts = Partial<Record<Intl.LDMLPluralRule | 'zero', string>>;

/** `{name}` placeholders of a server-made template, filled with values known only in the browser. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const rules = new Map<Locale, Intl.PluralRules>();

/**
 * The text of `texts` for `count` (an exact 0 first, as ICU's `=0`), with its `{count}` filled in.
 * The header calls this for 0 while the page hydrates: a first Intl.PluralRules or toLocaleString
 * loads the locale's data, about 60–90 ms of a phone's main thread, so neither runs when not needed.
 */
export function pluralText(
  texts: PluralTexts,
  locale: Locale,
  count: number,
  values: Record<string, string | number> = {},
): string {
  const template =
    (count === 0 ? texts.zero : undefined) ?? texts[pluralRules(locale).select(count)] ?? texts.other ?? '';
  // Integers below 1,000 are written alike in every language of the site.
  const shown =
    Number.isInteger(count) && Math.abs(count) < 1000 ? String(count) : count.toLocaleString(localeIso[locale]);
  return fill(template, { ...values, count: shown });
}

function pluralRules(locale: Locale): Intl.PluralRules {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(localeIso[locale])));
  return rule;
}
