import 'server-only';
import { NextRequest } from 'next/server';
import { assertSameOrigin, forbidden, isPlainFormPost, parseJsonText, readBodyText } from '@/lib/api';
import { CSRF_HEADER } from '@/features/auth';
import { requireRole } from '@/features/auth/server';

const SELLERS = ['box_office'] as const;

/**
 * The seller behind a counter request and its payload. Script requests carry the CSRF header; the
 * page's plain forms (no JavaScript) carry the same token in a hidden field and must come from our own
 * pages. Either way the one staff check decides (a valid session, the token, the box office role).
 */
export async function counterRequest(req: NextRequest, maxBytes: number) {
  if (!isPlainFormPost(req)) {
    const user = await requireRole(req, SELLERS);
    const text = await readBodyText(req, maxBytes);
    return { user, form: null, json: text ? parseJsonText(text) : null };
  }
  assertSameOrigin(req, () => forbidden('Requests from other sites are not accepted.'), { requireOriginOnForms: true });
  const form = new URLSearchParams(await readBodyText(req, maxBytes));
  const headers = new Headers(req.headers);
  headers.set(CSRF_HEADER, form.get('csrf_token') ?? '');
  const user = await requireRole(new NextRequest(req.url, { method: req.method, headers }), SELLERS);
  return { user, form, json: null };
}

/** The page's language a plain form names (its hidden field), German otherwise. */
export const formLocale = (form: URLSearchParams) => {
  const lang = form.get('page_locale') ?? form.get('locale');
  return lang === 'en' || lang === 'cs' ? lang : 'de';
};
