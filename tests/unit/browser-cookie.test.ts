// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { getCookie, setCookie } from '@/lib/browser-cookie';

describe('browser cookies without js-cookie', () => {
  afterEach(() => {
    for (const name of ['a', 'ab', 'json']) Cookies.remove(name, { path: '/' });
  });

  it('reads what js-cookie wrote and js-cookie reads what it writes', () => {
    const json = JSON.stringify({ v: 1, tracking: false, media: true });
    Cookies.set('json', json, { path: '/' });
    expect(getCookie('json')).toBe(json);
    setCookie('json', '{"x":"ä; b=c"}', 1);
    expect(Cookies.get('json')).toBe('{"x":"ä; b=c"}');
    expect(getCookie('json')).toBe('{"x":"ä; b=c"}');
  });

  it('matches the whole name and tolerates a value that is not URI-encoded', () => {
    document.cookie = 'ab=2; path=/';
    document.cookie = 'a=%E0%A4%A; path=/';
    expect(getCookie('a')).toBe('%E0%A4%A');
    expect(getCookie('ab')).toBe('2');
    expect(getCookie('b')).toBeUndefined();
  });
});
