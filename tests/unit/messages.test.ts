import { createTranslator, IntlErrorCode, type IntlError } from 'next-intl';
import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import cs from '@/messages/cs.json';

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`)));

describe('messages', () => {
  it('have the same keys in German, English and Czech, none empty', () => {
    const keys = leaves(de as Tree).sort();
    expect(leaves(en as Tree).sort()).toEqual(keys);
    expect(leaves(cs as Tree).sort()).toEqual(keys);
    for (const [name, tree] of Object.entries({ de, en, cs })) {
      const empty = leaves(tree as Tree).filter((k) => !k.split('.').reduce<unknown>((o, p) => (o as Tree)[p], tree));
      expect(empty, name).toEqual([]);
    }
  });
});

describe('count-dependent messages (ICU plurals, one sentence per language)', () => {
  const format = (locale: 'de' | 'en' | 'cs', key: string, values: Record<string, number>) =>
    createTranslator({ locale, messages: { de, en, cs }[locale] })(key as never, values as never);

  it('parse as ICU messages in every language', () => {
    for (const locale of ['de', 'en', 'cs'] as const) {
      const messages = { de, en, cs }[locale];
      const invalid: string[] = [];
      const onError = (error: IntlError) => {
        if (error.code === IntlErrorCode.INVALID_MESSAGE) invalid.push(error.message);
      };
      // Missing values only raise formatting errors; a syntax error is INVALID_MESSAGE.
      const t = createTranslator({ locale, messages, onError, getMessageFallback: () => '' });
      for (const key of leaves(messages as Tree)) t(key as never);
      expect(invalid, locale).toEqual([]);
    }
  });

  it('agree with the number of tickets added to the cart', () => {
    expect(format('de', 'BookingWidget.success', { count: 1 })).toBe(
      '1 Ticket wurde erfolgreich in Ihren Warenkorb gelegt.',
    );
    expect(format('de', 'BookingWidget.success', { count: 2 })).toBe(
      '2 Tickets wurden erfolgreich in Ihren Warenkorb gelegt.',
    );
    expect(format('en', 'BookingWidget.success', { count: 1 })).toBe(
      '1 ticket has been successfully added into your cart.',
    );
    expect(format('en', 'BookingWidget.success', { count: 2 })).toBe(
      '2 tickets have been successfully added into your cart.',
    );
    expect(format('cs', 'BookingWidget.success', { count: 1 })).toBe(
      '1 vstupenka byla úspěšně vložena do vašeho košíku.',
    );
    expect(format('cs', 'BookingWidget.success', { count: 3 })).toBe(
      '3 vstupenky byly úspěšně vloženy do vašeho košíku.',
    );
    expect(format('cs', 'BookingWidget.success', { count: 5 })).toBe(
      '5 vstupenek bylo úspěšně vloženo do vašeho košíku.',
    );
    expect(format('de', 'BookingWidget.reserved', { count: 1 })).toBe(
      'Ihr Ticket ist für die nächsten 15 Minuten reserviert.',
    );
    expect(format('en', 'BookingWidget.reserved', { count: 3 })).toBe(
      'Your tickets will be reserved for the next 15 minutes.',
    );
  });

  it('agree with limits and the countdown', () => {
    expect(format('de', 'BookingWidget.orderLimit', { limit: 1 })).toBe(
      'Pro Termin ist höchstens 1 Karte in einer Bestellung möglich.',
    );
    expect(format('de', 'BookingWidget.orderLimit', { limit: 10 })).toBe(
      'Pro Termin sind höchstens 10 Karten in einer Bestellung möglich.',
    );
    expect(format('cs', 'BookingWidget.orderLimit', { limit: 4 })).toBe(
      'V jedné objednávce lze na jeden termín rezervovat nejvýše 4 vstupenky.',
    );
    expect(format('de', 'Shop.countdownLabel', { minutes: 1, seconds: 1 })).toBe(
      'Ihre Reservierung läuft in 1 Minute und 1 Sekunde ab.',
    );
    expect(format('en', 'Shop.countdownLabel', { minutes: 14, seconds: 0 })).toBe(
      'Your reservation expires in 14 minutes and 0 seconds.',
    );
    expect(format('cs', 'Shop.countdownLabel', { minutes: 2, seconds: 30 })).toBe(
      'Vaše rezervace vyprší za 2 minuty a 30 sekund.',
    );
  });
});
