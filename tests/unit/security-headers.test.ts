import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { embedProviders } from '@/features/blocks';
import {
  contentSecurityPolicy,
  securityHeaderRules,
  type HeaderRule,
  type SecurityOptions,
} from '@/lib/security-headers';
import nextConfig from '@/next.config';

// Next's own matcher of `source` patterns (untyped, so loaded by require).
const { pathToRegexp } = createRequire(import.meta.url)('next/dist/compiled/path-to-regexp') as {
  pathToRegexp: (source: string) => RegExp;
};

const frameHosts = Object.values(embedProviders).flatMap((group) => Object.values(group).flat());
const options: SecurityOptions = { frameHosts, siteUrl: 'http://localhost:3000' };

type Request = {
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
};

/** The headers Next would send for a request: every matching rule in order, later values replacing earlier ones. */
function headersFor(rules: HeaderRule[], request: Request) {
  const out = new Map<string, string>();
  for (const rule of rules) {
    if (!pathToRegexp(rule.source).test(request.path)) continue;
    const ok = (rule.has ?? []).every((c) => {
      const bag = c.type === 'query' ? request.query : c.type === 'cookie' ? request.cookies : request.headers;
      const value = bag?.[c.key];
      return value !== undefined && (c.value === undefined || new RegExp(`^${c.value}$`).test(value));
    });
    if (ok) for (const h of rule.headers) out.set(h.key.toLowerCase(), h.value);
  }
  return out;
}

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('security headers', () => {
  it('every path gets CSP, frame, referrer, permissions and nosniff headers; /de may not be framed', () => {
    const h = headersFor(securityHeaderRules(options), { path: '/de' });
    expect(h.get('x-frame-options')).toBe('DENY');
    expect(directive(h.get('content-security-policy')!, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('permissions-policy')).toContain('camera=(self)');
    expect(h.get('permissions-policy')).toContain('microphone=()');
    expect(h.has('strict-transport-security')).toBe(false);
    expect(h.has('cache-control')).toBe(false);
    for (const path of [
      '/',
      '/_next/static/chunks/app.js',
      '/media/1/photo.webp',
      '/api/events/',
      '/en/events/some-event',
    ]) {
      expect(headersFor(securityHeaderRules(options), { path }).get('x-frame-options')).toBe('DENY');
    }
  });

  it('lets the embed players of docs/requirements.md §5 into frames, and nothing foreign into scripts', () => {
    const csp = contentSecurityPolicy(options, "'none'");
    const frames = directive(csp, 'frame-src');
    for (const url of [
      'https://www.youtube-nocookie.com/embed/abc',
      'https://player.vimeo.com/video/1',
      'https://open.spotify.com/embed/episode/1',
      'https://w.soundcloud.com/player/',
      'https://player.podigee-cdn.net/x',
      'https://e.issuu.com/embed.html',
      'https://www.instagram.com/p/x/embed',
      'https://platform.twitter.com/embed/Tweet.html',
      'https://www.facebook.com/plugins/post.php',
      'https://www.tiktok.com/embed/v2/1',
    ]) {
      const host = new URL(url).hostname;
      expect(
        frames
          .split(' ')
          .some(
            (s) =>
              s === `https://${host}` || (s.startsWith('https://*.') && host.endsWith(s.slice('https://*'.length))),
          ),
      ).toBe(true);
    }
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('lets the browser SDK reach Sentry when a DSN is configured', () => {
    const csp = contentSecurityPolicy({ ...options, sentryDsn: 'https://abc@o123.ingest.sentry.io/456' }, "'none'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://o123.ingest.sentry.io");
    expect(directive(contentSecurityPolicy(options, "'none'"), 'connect-src')).toBe("connect-src 'self'");
  });

  it('HSTS: always with an https SITE_URL, else only for requests the proxy says came by https', () => {
    const https = securityHeaderRules({ ...options, siteUrl: 'https://museum.example' });
    expect(headersFor(https, { path: '/de' }).get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(contentSecurityPolicy({ ...options, siteUrl: 'https://museum.example' }, "'none'")).toContain(
      'upgrade-insecure-requests',
    );
    const http = securityHeaderRules(options);
    expect(headersFor(http, { path: '/de' }).has('strict-transport-security')).toBe(false);
    expect(
      headersFor(http, { path: '/de', headers: { 'x-forwarded-proto': 'https' } }).get('strict-transport-security'),
    ).toBeTruthy();
  });

  it("the editor's preview frame (?noToolbar=1) may show our pages, never login, account or dashboard", () => {
    const rules = securityHeaderRules(options);
    const preview = headersFor(rules, { path: '/de/besuch', query: { noToolbar: '1' } });
    expect(preview.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(directive(preview.get('content-security-policy')!, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    for (const path of ['/de/login', '/en/user/profile', '/de/dashboard', '/de/dashboard/orders']) {
      const h = headersFor(rules, { path, query: { noToolbar: '1' } });
      expect(h.get('x-frame-options')).toBe('DENY');
      expect(directive(h.get('content-security-policy')!, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    }
  });

  it('staff and account answers are not stored, nor API answers to a request with a session cookie', () => {
    const rules = securityHeaderRules(options);
    for (const path of [
      '/api/users/',
      '/api/users/3/',
      '/api/orders/',
      '/api/orders/12/',
      '/api/auth/login/',
      '/api/account/profile/',
      '/api/account/logout-all/',
      '/de/dashboard',
      '/de/dashboard/orders',
      '/en/user/orders',
      '/de/login',
      '/de/pageeditor-api/page/1',
      '/api/audit-log/',
      '/de/api/forms-entries/',
    ]) {
      expect(headersFor(rules, { path }).get('cache-control'), path).toBe('private, no-store');
    }
    expect(headersFor(rules, { path: '/api/events/' }).has('cache-control')).toBe(false);
    expect(headersFor(rules, { path: '/api/events/', cookies: { sessionid: 'x' } }).get('cache-control')).toBe(
      'private, no-store',
    );
    expect(headersFor(rules, { path: '/de/api/events/', cookies: { visitor_session: 'x' } }).get('cache-control')).toBe(
      'private, no-store',
    );
    expect(headersFor(rules, { path: '/de/events', cookies: { sessionid: 'x' } }).has('cache-control')).toBe(false);
  });

  it('next.config.ts sends these rules', async () => {
    const rules = await nextConfig.headers!();
    expect(headersFor(rules as HeaderRule[], { path: '/de' }).get('x-frame-options')).toBe('DENY');
    expect(
      directive(headersFor(rules as HeaderRule[], { path: '/de' }).get('content-security-policy')!, 'frame-src'),
    ).toContain('https://*.youtube-nocookie.com');
  });
  it('no header value with a colon sits under a source with named parameters (Next would compile it per request)', () => {
    // Next drops unnamed groups from a match's parameters; with none left it sends the values as they
    // are, else it compiles every value holding a colon (the CSP) with path-to-regexp on every request.
    const { getPathMatch } = createRequire(import.meta.url)('next/dist/shared/lib/router/utils/path-match') as {
      getPathMatch: (source: string, options: object) => (path: string) => false | Record<string, unknown>;
    };
    for (const rules of [
      securityHeaderRules(options),
      securityHeaderRules({ ...options, siteUrl: 'https://museum.example' }),
    ]) {
      for (const rule of rules.filter((r) => r.headers.some((h) => h.value.includes(':')))) {
        const match = getPathMatch(rule.source, { removeUnnamedParams: true, strict: true, sensitive: false });
        for (const path of [
          '/de',
          '/de/login',
          '/de/user',
          '/de/user/profile',
          '/de/dashboard',
          '/de/dashboard/events/1',
        ]) {
          const params = match(path);
          if (params) expect(Object.keys(params), `${rule.source} on ${path}`).toEqual([]);
        }
      }
    }
    const h = headersFor(securityHeaderRules(options), { path: '/de/user' });
    expect(h.get('x-frame-options')).toBe('DENY');
    expect(
      headersFor(securityHeaderRules(options), { path: '/de/dashboard/events/1', query: { noToolbar: '1' } }).get(
        'x-frame-options',
      ),
    ).toBe('DENY');
  });
});
