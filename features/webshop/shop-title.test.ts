import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import cs from '@/messages/cs.json';
import { fill } from '@/i18n/client-texts';
import { shopDateText, shopEventTitle } from './shop-title';

const t = (template: string) => (values: { title: string; when: string }) => fill(template, values);

describe('the shop page title of one date', () => {
  it('names the event, its day and start on Berlin time, in the page language', () => {
    // 13:00 UTC in December is 14:00 in Berlin.
    expect(shopEventTitle(t(de.shop51.metaTitle), 'Dorfführung', '2026-12-12T13:00:00Z', 'de')).toBe(
      'Tickets: Dorfführung – Sa 12.12.2026, 14:00',
    );
    expect(shopEventTitle(t(en.shop51.metaTitle), 'Village tour', '2026-12-12T13:00:00Z', 'en')).toBe(
      'Tickets: Village tour – Sat 12/12/2026, 14:00',
    );
    expect(shopEventTitle(t(cs.shop51.metaTitle), 'Prohlídka vesnice', '2026-12-12T13:00:00Z', 'cs')).toMatch(
      /^Vstupenky: Prohlídka vesnice – so 12\. ?12\. ?2026, 14:00$/,
    );
  });

  it('keeps Berlin time across the clock change and late at night', () => {
    // Summer time: 12:00 UTC is 14:00; 23:30 UTC on a summer Friday is already Saturday 01:30 in Berlin.
    expect(shopDateText('2026-07-04T12:00:00Z', 'de')).toBe('Sa 04.07.2026, 14:00');
    expect(shopDateText('2026-07-03T23:30:00Z', 'de')).toBe('Sa 04.07.2026, 01:30');
  });

  it('gives two dates of one production different titles', () => {
    const first = shopEventTitle(t(de.shop51.metaTitle), 'Dorfführung', '2026-12-12T13:00:00Z', 'de');
    const second = shopEventTitle(t(de.shop51.metaTitle), 'Dorfführung', '2026-12-12T15:00:00Z', 'de');
    expect(first).not.toBe(second);
  });

  it('leaves out the dash and date when the date has no start', () => {
    expect(shopEventTitle(t(de.shop51.metaTitle), 'Gutschein', null, 'de')).toBe('Tickets: Gutschein');
  });
});
