import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';

vi.mock('server-only', () => ({}));
import { fill, pluralText } from '@/i18n/client-texts';
import { pluralTexts, textTemplate } from '@/i18n/texts.server';
import type { Locale } from '@/i18n/config';
import cs from '@/messages/cs.json';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

const messages = { de, en, cs };
const translator = (locale: Locale, namespace: string) =>
  createTranslator({ locale, messages: messages[locale], namespace: namespace as never }) as unknown as (
    key: string,
    values?: Record<string, string | number>,
  ) => string;

describe('texts for client components', () => {
  it('give every count the text next-intl formats for it, in every language', () => {
    for (const locale of ['de', 'en', 'cs'] as const) {
      for (const [namespace, key] of [
        ['Header', 'cartCount'],
        ['BookingWidget', 'reserved'],
        ['BookingWidget', 'loading'],
        ['EventList', 'resultCount'],
        ['Magazine', 'count'],
      ]) {
        const t = translator(locale, namespace);
        const texts = pluralTexts(t, key, locale);
        for (const count of [0, 1, 2, 3, 4, 5, 11, 21, 22, 25, 100, 101, 999, 1000, 1234]) {
          expect(pluralText(texts, locale, count), `${locale} ${namespace}.${key} ${count}`).toBe(t(key, { count }));
        }
      }
    }
  });

  it('fill the placeholders of a template made on the server', () => {
    const t = translator('de', 'OpeningHours');
    const template = textTemplate(t, 'openUntil', ['time']);
    expect(template).toBe('Geöffnet bis {time}');
    expect(fill(template, { time: '18:00' })).toBe(t('openUntil', { time: '18:00' }));
    expect(fill('{a} und {b}', { a: 1 })).toBe('1 und {b}');
  });

  it('do not take a sample count that also stands elsewhere in the text', () => {
    const t = ((key: string, values?: Record<string, string | number>) =>
      `${values?.count} von 1 Plätzen (1. Reihe, 15 Min.)`) as never;
    const texts = pluralTexts(t, 'x', 'de');
    expect(texts.one).toBeUndefined(); // 1 also stands in "von 1 Plätzen"
    expect(pluralText(texts, 'de', 7)).toBe('7 von 1 Plätzen (1. Reihe, 15 Min.)');
  });
});
