import { z } from 'zod';

/**
 * Every setting the server reads, validated once. README's settings table lists the same names;
 * keep both in step.
 */
const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1'));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** postgres://user:pass@host:5432/db — use a PostgreSQL server instead of the embedded PGlite. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  /**
   * Longest wait for the database in milliseconds: connecting, one statement, an idle transaction
   * (PostgreSQL) and the wait for the embedded database's single connection (PGlite). 0 = no limit.
   */
  DB_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** Folder for the embedded database, uploads and generated images. */
  DATA_DIR: z.string().default('.data'),
  /**
   * Public origin used for canonical URLs, sitemap, OpenGraph and mails, and the origin posts must
   * come from (lib/api/origin.ts). Read at server start (server/site-url.ts), not at build.
   */
  SITE_URL: z.string().url().default('http://localhost:3000'),
  /** Seconds between the proxy's re-reads of settings and redirects (lib/proxy/state.ts; it serves its last copy meanwhile). */
  PROXY_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /** Fill an empty database with the demo museum village on start. */
  SEED_DEMO: bool(true),
  /** Store the chosen language in the i18n_redirected cookie (off by default, docs/requirements.md §9). */
  NEXT_PUBLIC_LOCALE_COOKIE: bool(false),
  /** smtp(s)://user:pass@host:port for order confirmations; unset: mails go to DATA_DIR/outbox as .eml files. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  /** Seconds between polls of the mail outbox (retries, and mails whose request died before sending). */
  OUTBOX_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /** Bytes (in MB) one client may upload per hour (form files); beyond it uploads answer 429. */
  UPLOAD_BUDGET_MB: z.coerce.number().min(1).max(100_000).default(100),
  /** Disk quota (MB) for visitors' uploaded form files together; a full quota answers 413. */
  UPLOAD_QUOTA_MB: z.coerce.number().min(1).max(10_000_000).default(2048),
  /** Sender of the box office mails. */
  MAIL_FROM: z.string().default('Freilichtmuseum Lindenau <tickets@freilichtmuseum-lindenau.de>'),
  /** Minutes without a request after which a staff session ends (besides its 14-day lifetime). */
  STAFF_IDLE_MINUTES: z.coerce.number().int().min(1).max(20160).default(120),
  /**
   * Addresses or CIDR ranges of the reverse proxies (comma-separated) whose X-Forwarded-* headers
   * server/stages/forwarded-headers.ts keeps and lib/client-address.ts reads past; unset: none.
   */
  TRUSTED_PROXIES: z.string().optional(),
  /** Searches one server process runs at once; more answer 429 with Retry-After (a burst must not slow the site). */
  SEARCH_MAX_CONCURRENT: z.coerce.number().int().min(1).max(1000).default(8),
  /** Searches one client (address) runs at once; more answer 429 with Retry-After. */
  SEARCH_MAX_CONCURRENT_PER_CLIENT: z.coerce.number().int().min(1).max(100).default(4),
  /** Memory (MB) for whole copies of cached pages the server answers before Next (server/stages/response-cache.ts); 0 turns it off. */
  RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  /** Longest life (s) of such a copy (below the page's s-maxage; any expired cache tag drops them all at once); 0 turns it off. */
  RESPONSE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /** The shop's line (server/stages/admission.ts): on, or off to let every buyer in at once. */
  ADMISSION_CONTROL: z.enum(['on', 'off']).default('on'),
  /** Shop answers slower than this (ms, 90th percentile; a checkout may take twice as long) let fewer buyers in at once. */
  ADMISSION_TARGET_MS: z.coerce.number().int().min(10).max(60_000).default(50),
  /** An event-loop delay over this (ms) lets fewer buyers in at once. */
  ADMISSION_MAX_LAG_MS: z.coerce.number().int().min(10).max(60_000).default(50),
  /** More queries than this waiting for a database connection let fewer buyers in at once. */
  ADMISSION_MAX_DB_WAITS: z.coerce.number().int().min(0).max(10_000).default(10),
  /** Fewest and most buyers in the shop at once per machine (the limit moves between them with the load). */
  ADMISSION_MIN_BUYERS: z.coerce.number().int().min(1).max(100_000).default(2),
  ADMISSION_MAX_BUYERS: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  /** An admitted buyer who makes no cart or checkout request for this long (s) no longer counts (they keep their pass). */
  ADMISSION_QUIET_SECONDS: z.coerce.number().int().min(5).max(86_400).default(10),
  /** Shop requests at work at once per process; one beyond waits for a slot at most ADMISSION_MAX_WAIT_MS, then 503. */
  ADMISSION_MAX_INFLIGHT: z.coerce.number().int().min(1).max(100_000).default(48),
  ADMISSION_MAX_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** Key that signs the shop's passes and places in line; set the same on every machine behind one proxy. Unset: made at start. */
  ADMISSION_SECRET: z.string().min(16).optional(),
  /** Distinct URLs the 404 log keeps (dashboard report); beyond it only URLs already listed are counted. */
  NOT_FOUND_LOG_MAX_URLS: z.coerce.number().int().min(10).max(1_000_000).default(5000),
  /** Key that signs ticket codes (HMAC-SHA256); unset: made once and kept in the database. */
  TICKET_SIGNING_KEY: z.string().min(16).optional(),
  /** Stripe secret key (sk_…): with it, buyers can pay online by Stripe Checkout. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must start with sk_ or rk_')
    .optional(),
  /** Signing secret of the Stripe webhook endpoint (whsec_…), required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /**
   * Where the Stripe SDK sends API requests instead of https://api.stripe.com (e.g. stripe-mock,
   * http://localhost:12111, or a test's local server). Leave unset in production.
   */
  STRIPE_API_BASE: z.string().url('STRIPE_API_BASE must be a URL like http://localhost:12111').optional(),
  /** Longest wait (ms) for requests in flight after SIGTERM/SIGINT before their connections are closed (server/shutdown.ts). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Least severe log level written (lib/log.ts); default info (warn under tests). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** A name for this instance, shown in GET /api/health and in every log line (e.g. museum@1). */
  INSTANCE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9._@:-]{1,64}$/, 'INSTANCE_NAME may hold letters, digits and . _ @ : - (at most 64)')
    .optional(),
  SENTRY_DSN: z.string().url().optional(),
  NEXT_PUBLIC_SENTRY_DSN: z.string().url().optional(),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new Error(`Invalid environment: ${details}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Forgets the validated copy: the next env() reads process.env again (tests that change settings). */
export function resetEnv() {
  cached = undefined;
}
