import 'server-only';
import { env } from '@/lib/env';

/**
 * The one same-origin (CSRF) check of every write that a browser page sends: staff login, cart,
 * checkout, favorites, account actions, form entries, the 404 reporter. Each caller throws its own
 * error (code and message stay those its clients know); the decision is made here.
 *
 * Behind a reverse proxy the request URL names the inner server (http://localhost:3000), while the
 * browser's Origin names the public site: the public origin (SITE_URL, read when the server starts)
 * and the host the request was addressed to (Host, or X-Forwarded-Host, which server/stages/forwarded-headers.ts
 * only passes on from TRUSTED_PROXIES) count as ours, besides the inner origin for direct requests.
 */

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** The origin visitors use: SITE_URL's (scheme, host and port). */
function publicOrigin(): string {
  return new URL(env().SITE_URL).origin;
}

/** The host (with port) the request was addressed to, as the outermost trusted hop saw it. */
function requestHost(req: Request): string | null {
  const forwarded = req.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return forwarded || req.headers.get('host') || null;
}

/** True when the origin (scheme://host[:port]) is this site's. */
export function isOwnOrigin(req: Request, origin: string): boolean {
  if (origin === publicOrigin() || origin === new URL(req.url).origin) return true;
  const host = requestHost(req);
  try {
    // The scheme is not compared: a TLS-terminating proxy may not say it was https.
    return !!host && new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

/** A plain HTML form post (urlencoded or multipart). */
export const isPlainFormPost = (req: Request) =>
  FORM_TYPES.some((t) => (req.headers.get('content-type') ?? '').toLowerCase().startsWith(t));

export type OriginOptions = {
  /** Also refuse Sec-Fetch-Site: same-site (a sibling subdomain). */
  sameSiteIsForeign?: boolean;
  /** Refuse a plain form post that names no origin at all (neither Origin nor Sec-Fetch-Site: same-origin). */
  requireOriginOnForms?: boolean;
};

/**
 * Why the request is not one of our pages' (null: it is). Browsers send Origin with every POST,
 * PATCH and DELETE; `null` is what sandboxed frames and privacy redirects send, so it is foreign too.
 * A request without Origin (curl, server-to-server, older tools) passes unless it is a form post and
 * the caller asks for an origin on forms.
 */
function foreignOrigin(
  req: Request,
  options: OriginOptions = {},
): 'foreign_origin' | 'cross_site' | 'anonymous_form' | null {
  const origin = req.headers.get('origin');
  const site = req.headers.get('sec-fetch-site');
  if (origin === 'null' || (origin && !isOwnOrigin(req, origin))) return 'foreign_origin';
  if (site === 'cross-site' || (options.sameSiteIsForeign && site === 'same-site')) return 'cross_site';
  if (options.requireOriginOnForms && !origin && site !== 'same-origin' && isPlainFormPost(req))
    return 'anonymous_form';
  return null;
}

/** Throws the caller's error when the request does not come from our own pages. */
export function assertSameOrigin(req: Request, refuse: () => Error, options?: OriginOptions): void {
  if (foreignOrigin(req, options)) throw refuse();
}
