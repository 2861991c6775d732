import { describe, expect, it } from 'vitest';
import { ticketButton } from './sticky-ticket';
import { CHUNK_RELOAD_THROTTLE_MS, shouldReloadForChunkError } from './chunk-reload';
import { parseCartCount, safeCartUrl } from '@/features/webshop';
import { isConsentFreePath, parseConsent, serializeConsent } from '@/features/consent';
import { displayName, parseUserDetails } from './user-details';
import { berlinClock, berlinCalendarDay as berlinDay } from '@/lib/berlin-time';
import { sanitizeFooterHtml } from './footer-html';

describe('sticky ticket button', () => {
  it('links production pages to their dates-and-tickets anchor', () => {
    expect(ticketButton({ ticketUrl: null, prices: [], isProduction: true })).toEqual({
      kind: 'dates',
      href: '#dates-and-tickets',
    });
  });

  it('offers booking only when a price other than 0.00 exists', () => {
    const url = 'https://tickets.example/event/12';
    expect(
      ticketButton({ ticketUrl: url, prices: [{ price: '0.00' }, { price: '12.50' }], isProduction: false }),
    ).toEqual({ kind: 'book', href: url });
    expect(ticketButton({ ticketUrl: url, prices: [{ price: '0.00' }], isProduction: false })).toBeNull();
    expect(ticketButton({ ticketUrl: url, prices: [], isProduction: false })).toBeNull();
    expect(ticketButton({ ticketUrl: null, prices: [{ price: '8.00' }], isProduction: false })).toBeNull();
    expect(ticketButton(null)).toBeNull();
  });
});

describe('chunk load failure reload', () => {
  const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
  const now = 1_000_000_000;

  it('reloads once, then not again within 60 s', () => {
    expect(shouldReloadForChunkError(chunkError, null, now)).toBe(true);
    expect(shouldReloadForChunkError(chunkError, String(now - 10_000), now)).toBe(false);
    expect(shouldReloadForChunkError(chunkError, String(now - CHUNK_RELOAD_THROTTLE_MS), now)).toBe(true);
  });

  it('ignores other errors', () => {
    expect(shouldReloadForChunkError(new TypeError('x is undefined'), null, now)).toBe(false);
    expect(
      shouldReloadForChunkError(
        new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/a.js'),
        null,
        now,
      ),
    ).toBe(true);
  });
});

describe('cart cookies', () => {
  it('reads the count defensively', () => {
    expect(parseCartCount('3')).toBe(3);
    expect(parseCartCount('-1')).toBe(0);
    expect(parseCartCount('abc')).toBe(0);
    expect(parseCartCount(undefined)).toBe(0);
  });

  it('follows only site paths or http(s) cart URLs', () => {
    expect(safeCartUrl('/webshop/cart?id=9', '/fallback')).toBe('/webshop/cart?id=9');
    expect(safeCartUrl('https://shop.example/cart', '/fallback')).toBe('https://shop.example/cart');
    expect(safeCartUrl('javascript:alert(1)', '/fallback')).toBe('/fallback');
    expect(safeCartUrl('//evil.example', '/fallback')).toBe('/fallback');
    expect(safeCartUrl(undefined, '/fallback')).toBe('/fallback');
  });
});

describe('consent and alert rules', () => {
  it('asks for consent everywhere except imprint, privacy and GTC', () => {
    expect(isConsentFreePath('/de/impressum')).toBe(true);
    expect(isConsentFreePath('/en/barrierefreiheit')).toBe(true);
    expect(isConsentFreePath('/en/datenschutz')).toBe(true);
    expect(isConsentFreePath('/cs/agb/')).toBe(true);
    expect(isConsentFreePath('/de')).toBe(false);
    expect(isConsentFreePath('/de/impressum-archiv')).toBe(false);
  });
});

describe('footer HTML', () => {
  it('drops script and opens external links in a new tab', () => {
    const html = sanitizeFooterHtml(
      '<p onclick="x()">Hi<script>alert(1)</script></p><a href="https://partner.example">P</a><a href="/de/agb">AGB</a>',
    );
    expect(html).not.toMatch(/script|onclick/);
    expect(html).toContain('<a href="https://partner.example" target="_blank" rel="noopener noreferrer">P</a>');
    expect(html).toContain('<a href="/de/agb">AGB</a>');
    expect(sanitizeFooterHtml('   ')).toBe('');
  });
});

describe('user details from /api/user-details/', () => {
  const user = {
    is_logged_in: true,
    username: 'erika',
    first_name: 'Erika',
    last_name: null,
    logout_url: '/api/auth/logout/',
  };

  it('accepts the answer and drops unknown fields', () => {
    expect(parseUserDetails({ ...user, extra: 1 })).toEqual(user);
    expect(displayName(parseUserDetails(user)!)).toBe('Erika');
    expect(parseUserDetails({ is_logged_in: false, username: '' })).toEqual({ is_logged_in: false, username: '' });
  });

  it('refuses anything of another shape', () => {
    expect(parseUserDetails(null)).toBeNull();
    expect(parseUserDetails('erika')).toBeNull();
    expect(parseUserDetails({ username: 'erika' })).toBeNull();
    expect(parseUserDetails({ ...user, first_name: 42 })).toBeNull();
    expect(parseUserDetails({ ...user, has_dashboard_online_access: 'yes' })).toBeNull();
  });
});

describe('consent cookie', () => {
  it('reads only a stored choice of the current version', () => {
    expect(parseConsent(serializeConsent({ tracking: true, media: false }))).toEqual({ tracking: true, media: false });
    expect(parseConsent(JSON.stringify({ v: 0, tracking: true, media: true }))).toBeNull();
    expect(parseConsent(JSON.stringify({ v: 1, tracking: 'yes', media: true }))).toBeNull();
    expect(parseConsent('{broken')).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
  });
});

describe('Berlin wall clock (Intl, no date-fns in the browser)', () => {
  it('gives date, weekday and time in Europe/Berlin on both sides of the DST change', () => {
    // 2026-03-29: clocks go from 02:00 to 03:00 in Berlin.
    expect(berlinClock(new Date('2026-03-29T00:30:00Z'))).toEqual({ date: '2026-03-29', weekday: 0, time: '01:30' });
    expect(berlinClock(new Date('2026-03-29T01:30:00Z'))).toEqual({ date: '2026-03-29', weekday: 0, time: '03:30' });
    expect(berlinClock(new Date('2026-12-31T23:30:00Z'))).toEqual({ date: '2027-01-01', weekday: 5, time: '00:30' });
    expect(berlinDay(new Date('2026-07-15T22:10:00Z'))).toEqual({ date: '2026-07-16', weekday: 4 });
  });
});
