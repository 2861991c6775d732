import { describe, expect, it } from 'vitest';
import { ticketButton } from '@/features/site/sticky-ticket';
import { CHUNK_RELOAD_THROTTLE_MS, shouldReloadForChunkError } from '@/features/site/chunk-reload';
import { parseCartCount, safeCartUrl } from '@/features/site/cart-cookies';
import { isConsentFreePath } from '@/features/consent';
import { isAlertDismissed } from '@/features/site/components/top-alert/top-alert-cookie';
import { sanitizeFooterHtml } from '@/features/site/footer-html';

describe('sticky ticket button', () => {
  it('links production pages to their dates-and-tickets anchor', () => {
    expect(ticketButton({ ticketUrl: null, prices: [], isProduction: true })).toEqual({ kind: 'dates', href: '#dates-and-tickets' });
  });

  it('offers booking only when a price other than 0.00 exists', () => {
    const url = 'https://tickets.example/event/12';
    expect(ticketButton({ ticketUrl: url, prices: [{ price: '0.00' }, { price: '12.50' }], isProduction: false })).toEqual({ kind: 'book', href: url });
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
    expect(shouldReloadForChunkError(new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/a.js'), null, now)).toBe(true);
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
    expect(isConsentFreePath('/en/datenschutz')).toBe(true);
    expect(isConsentFreePath('/cs/agb/')).toBe(true);
    expect(isConsentFreePath('/de')).toBe(false);
    expect(isConsentFreePath('/de/impressum-archiv')).toBe(false);
  });

  it('hides the alert only for the id that was closed', () => {
    expect(isAlertDismissed('4', 4)).toBe(true);
    expect(isAlertDismissed('3', 4)).toBe(false);
    expect(isAlertDismissed(undefined, 4)).toBe(false);
  });
});

describe('footer HTML', () => {
  it('drops script and opens external links in a new tab', () => {
    const html = sanitizeFooterHtml('<p onclick="x()">Hi<script>alert(1)</script></p><a href="https://partner.example">P</a><a href="/de/agb">AGB</a>');
    expect(html).not.toMatch(/script|onclick/);
    expect(html).toContain('<a href="https://partner.example" target="_blank" rel="noopener noreferrer">P</a>');
    expect(html).toContain('<a href="/de/agb">AGB</a>');
    expect(sanitizeFooterHtml('   ')).toBe('');
  });
});
