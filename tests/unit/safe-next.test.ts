import { describe, expect, it } from 'vitest';
import { safeNext } from '@/lib/safe-next';

const FALLBACK = '/de/user/profile';

describe('safeNext (?next= after a login)', () => {
  it.each([
    // The three forms the issue found, as they arrive after the query is decoded once, and raw.
    '/\\evil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '/\\/evil.example',
    '/%5C/evil.example',
    '/%255C/evil.example',
    '//evil.example',
    '/%2F/evil.example',
    '/\\\\evil',
    '/\n/evil.example',
    '/%0a/evil.example',
    '/\r/evil.example',
    '/%0D%0A/evil.example',
    'https://evil',
    'http:evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '\\\\evil.example',
    ' /de',
    'evil.example',
    '',
    '/%E0%A4%A',
    `/${'a'.repeat(600)}`,
  ])('refuses %j', (next) => {
    expect(safeNext(next, FALLBACK)).toBe(FALLBACK);
  });

  it('refuses what is not a string', () => {
    expect(safeNext(undefined, FALLBACK)).toBe(FALLBACK);
    expect(safeNext(['/de'], FALLBACK)).toBe(FALLBACK);
  });

  it.each([
    '/de',
    '/de/user/settings',
    '/en/events?day=2026-06-01&tag=kids',
    '/cs/magazine/ein-artikel#top',
    '/de/suche%20mit%20leerzeichen',
    '/de/dashboard/orders/12',
  ])('keeps the path %j', (next) => {
    expect(safeNext(next, FALLBACK)).toBe(next);
  });
});
