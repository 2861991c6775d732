// GET /api/locale-switch/?to=en&path=/de/besuch - the language switch: the same page in another language
// (path may carry the page's query, e.g. a filtered list: it is kept, the parameter names are the same in every language)
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { localeParam, withRoute } from '@/lib/api';
import { localeCookieMaxAge, localeCookieName } from '@/i18n/config';
import { alternatePath } from '@/features/pages/server';

export const GET = withRoute(
  { query: z.object({ to: localeParam, path: z.string().max(2048).default('/') }) },
  async ({ req, query }) => {
    const [path, search = ''] = query.path.split('#')[0].split(/\?(.*)/s);
    const target = await alternatePath(path, query.to);
    const response = NextResponse.redirect(new URL(search ? `${target}?${search}` : target, req.nextUrl.origin), 303);
    if (process.env.NEXT_PUBLIC_LOCALE_COOKIE === 'true') {
      response.cookies.set(localeCookieName, query.to, { maxAge: localeCookieMaxAge, path: '/', sameSite: 'lax' });
    }
    return response;
  },
);
