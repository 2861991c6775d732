/**
 * Security headers of every response, as next.config.ts `headers()` rules: set once, by Next, for
 * pages, APIs, media and assets alike; the production server takes the ones that only mean something
 * on a document off scripts, stylesheets and raster pictures (server/stages/asset-headers.ts).
 * The Content-Security-Policy is static (no nonce): a nonce
 * would make every page render per request, and the programme, magazine and content pages are ISR
 * pages served from the cache. So scripts are 'self' plus 'unsafe-inline' for Next's inline
 * bootstrap scripts; what the policy does forbid is every foreign script, plugin, base URL and
 * form target, and frames from anywhere but the embed providers of docs/requirements.md §5.
 *
 * Kept free of imports (next.config.ts loads it before the app's aliases exist).
 */

export type SecurityOptions = {
  /** Host names whose players a block may embed (features/blocks/embed-hosts.ts); their subdomains too. */
  frameHosts: readonly string[];
  /** NEXT_PUBLIC_SENTRY_DSN at build time: the browser SDK posts its reports to this origin. */
  sentryDsn?: string;
  /** SITE_URL at build time: https turns on HSTS and upgrade-insecure-requests. */
  siteUrl?: string;
  /** next dev needs eval (React Refresh) and its HMR web socket. */
  dev?: boolean;
};

type Header = { key: string; value: string };
type Condition = { type: 'header' | 'query' | 'cookie'; key: string; value?: string };
export type HeaderRule = { source: string; has?: Condition[]; headers: Header[] };

const origin = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/** The policy; `ancestors` is 'none' everywhere except the editor's preview frame ('self'). */
export function contentSecurityPolicy(options: SecurityOptions, ancestors: "'none'" | "'self'") {
  const https = options.siteUrl?.startsWith('https://');
  const frames = options.frameHosts.flatMap((host) => [`https://${host}`, `https://*.${host}`]);
  const sentry = origin(options.sentryDsn);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'unsafe-inline'", ...(options.dev ? ["'unsafe-eval'"] : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    // Rich text may show pictures from other sites; images cannot run code.
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(sentry ? [sentry] : []), ...(options.dev ? ['ws:', 'wss:'] : [])],
    ['media-src', "'self'", 'blob:'],
    ['frame-src', "'self'", ...frames],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // Checkout without JavaScript answers the form post with a redirect to Stripe's payment page.
    ['form-action', "'self'", 'https://checkout.stripe.com'],
    ['frame-ancestors', ancestors],
    ...(https ? ([['upgrade-insecure-requests']] as [string][]) : []),
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/**
 * Only the check-in scanner uses a device (the camera, on our own pages); embedded players keep
 * autoplay, fullscreen and picture-in-picture (their iframes' `allow`, default allowlists).
 */
const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

const HSTS = 'max-age=63072000; includeSubDomains';

/** Staff and account paths: personal data, never stored by a browser or a shared cache. */
const NO_STORE_SOURCES = [
  '/:locale(de|en|cs)/dashboard',
  '/:locale(de|en|cs)/dashboard/:path*',
  '/:locale(de|en|cs)/login',
  '/:locale(de|en|cs)/user/:path*',
  '/:locale(de|en|cs)/pageeditor-api/:path*',
  '/:locale(de|en|cs)/api/dashboard-options/:path*',
  '/:locale(de|en|cs)/api/forms-entries/:path*',
  '/:locale(de|en|cs)/api/temp-files/:path*',
  '/pageeditor-api/:path*',
  '/api/account/:path*',
  '/api/auth/:path*',
  '/api/users/:path*',
  '/api/user-details/:path*',
  '/api/orders/:path*',
  '/api/check-in/:path*',
  '/api/audit-log/:path*',
  '/api/dashboard-error-log/:path*',
  '/api/trash/:path*',
  '/api/favorites/:path*',
  '/api/shop-orders/:path*',
];

/**
 * Every path, as a source without named parameters. For a rule whose source has named parameters
 * (`/:path*`), Next substitutes them into every header value holding a colon, compiling the value
 * with path-to-regexp on every request (prepare-destination compileNonPath): for the 1.1 KB CSP that
 * was ~0.5 ms per request, a sixth of the CPU time of a cached page (issue #19). Unnamed groups are
 * dropped from the parameters, so the values go out as they are.
 */
const ALL_PATHS = '/(.*)';

/** Pages that must never be framed, not even by the editor's preview (no named parameters, as above). */
const NEVER_FRAMED = ['/(de|en|cs)/login', '/(de|en|cs)/user(/.*)?', '/(de|en|cs)/dashboard(/.*)?'];

const NO_STORE: Header = { key: 'Cache-Control', value: 'private, no-store' };

/**
 * The rules, in order; a later rule that sets the same header replaces the earlier value (Next sends
 * each header once). 1: everything, not framable. 2: the editor's preview (?noToolbar=1, docs/requirements.md §2)
 * frames our own pages. 3: but never the login, account or dashboard pages. 4: staff and account
 * answers are not stored; nor is any API answer to a request that carries a session cookie.
 */
export function securityHeaderRules(options: SecurityOptions): HeaderRule[] {
  const deny = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options, "'none'") },
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
  const common: Header[] = [
    ...deny,
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  const rules: HeaderRule[] = [{ source: ALL_PATHS, headers: common }];
  // HSTS only over https: always when SITE_URL says so, else when the proxy says the request was https
  // (X-Forwarded-Proto is only kept from TRUSTED_PROXIES by server/stages/forwarded-headers.ts).
  if (options.siteUrl?.startsWith('https://'))
    rules.push({ source: ALL_PATHS, headers: [{ key: 'Strict-Transport-Security', value: HSTS }] });
  else
    rules.push({
      source: ALL_PATHS,
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
      headers: [{ key: 'Strict-Transport-Security', value: HSTS }],
    });
  rules.push({
    source: ALL_PATHS,
    has: [{ type: 'query', key: 'noToolbar', value: '1' }],
    headers: [
      { key: 'Content-Security-Policy', value: contentSecurityPolicy(options, "'self'") },
      { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    ],
  });
  rules.push(...NEVER_FRAMED.map((source) => ({ source, headers: deny })));
  rules.push(...NO_STORE_SOURCES.map((source) => ({ source, headers: [NO_STORE] })));
  for (const cookie of ['sessionid', 'visitor_session']) {
    for (const source of ['/api/:path*', '/:locale(de|en|cs)/api/:path*', '/:locale(de|en|cs)/pageeditor-api/:path*']) {
      rules.push({ source, has: [{ type: 'cookie', key: cookie }], headers: [NO_STORE] });
    }
  }
  return rules;
}
