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

/** The text of `texts` for `count` (an exact 0 first, as ICU's `=0`), with its `{count}` filled in. */
export function pluralText(texts: PluralTexts, locale: Locale, count: number, values: Record<string, string | number> = {}): string {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(localeIso[locale])));
  const template = (count === 0 ? texts.zero : undefined) ?? texts[rule.select(count)] ?? texts.other ?? '';
  return fill(template, { ...values, count: count.toLocaleString(localeIso[locale]) });
}
