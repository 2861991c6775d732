import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import cs from '@/messages/cs.json';
import { statusChoices } from './orders';
import type { NamespaceTexts } from '../namespace-texts';

const texts = (locale: 'de' | 'en' | 'cs', messages: typeof de) =>
  createTranslator({ locale, messages, namespace: 'orders51' }) as unknown as NamespaceTexts;

describe('order statuses in the back office', () => {
  it('use the words the visitor reads on the order page (one vocabulary in messages orders51.orderStatus)', () => {
    const names = Object.fromEntries(statusChoices(texts('de', de)).map((c) => [c.id, c.name]));
    expect(names).toEqual({
      pending: 'Wartet auf Bestätigung oder Zahlung',
      reserved: 'Bestätigt, noch nicht bezahlt',
      paid: 'Bezahlt',
      cancelled: 'Storniert',
      expired: 'Abgelaufen',
    });
    expect(statusChoices(texts('en', en)).find((c) => c.id === 'reserved')?.name).toBe('Confirmed, not yet paid');
    expect(statusChoices(texts('cs', cs)).find((c) => c.id === 'reserved')?.name).toBe('Potvrzeno, dosud nezaplaceno');
  });

  it('have no second copy of the status words elsewhere in the messages', () => {
    const copies = JSON.stringify(de).match(/Reserviert, noch nicht bezahlt|Bestätigt, noch zu bezahlen|Noch offen/g);
    expect(copies).toBeNull();
  });
});
