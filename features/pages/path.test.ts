import { describe, expect, it } from 'vitest';
import { splitLocale, translateRoutedPath } from '@/i18n/paths';
import { normalizePagePath } from './path';

describe('translateRoutedPath', () => {
  it('translates localized list and detail routes', () => {
    expect(translateRoutedPath('/programm/veranstaltungen', 'de', 'en')).toBe('/program/events');
    expect(translateRoutedPath('/program/events/easter-market/12', 'en', 'cs')).toBe(
      '/program/udalosti/easter-market/12',
    );
    expect(translateRoutedPath('/mediathek-en/categories/crafts/3', 'en', 'de')).toBe(
      '/mediathek-de/categories/crafts/3',
    );
    expect(translateRoutedPath('/search/events/2', 'de', 'en')).toBe('/search/events/2');
    expect(translateRoutedPath('/search', 'de', 'cs')).toBe('/search');
  });

  it('leaves CMS paths to the page lookup', () => {
    expect(translateRoutedPath('/besuch', 'de', 'en')).toBeNull();
    expect(translateRoutedPath('/programm/veranstaltungen/x', 'de', 'en')).toBeNull();
  });

  it('splits the language prefix', () => {
    expect(splitLocale('/cs/navsteva')).toEqual(['cs', '/navsteva']);
    expect(splitLocale('/de')).toEqual(['de', '']);
    expect(splitLocale('/fr/x')).toBeNull();
  });
});

describe('normalizePagePath', () => {
  it('accepts ordinary and Unicode paths', () => {
    expect(normalizePagePath([])).toBe('');
    expect(normalizePagePath(['besuch', 'anreise'])).toBe('/besuch/anreise');
    expect(normalizePagePath(['n%C3%A1v%C5%A1t%C4%9Bva'])).toBe('/návštěva');
  });

  it('rejects traversal, encoded traversal, odd characters and overlong paths', () => {
    expect(normalizePagePath(['..', 'etc'])).toBeNull();
    expect(normalizePagePath(['%2e%2e'])).toBeNull();
    expect(normalizePagePath(['a%2Fb'])).toBeNull();
    expect(normalizePagePath(['%E0%A4%A'])).toBeNull();
    expect(normalizePagePath(['a\u0000b'])).toBeNull();
    expect(normalizePagePath(['x'.repeat(2000)])).toBeNull();
    expect(normalizePagePath(Array.from({ length: 20 }, () => 'a'))).toBeNull();
  });
});
