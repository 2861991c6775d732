// GET /api/locale-switch/?to=en&path=/de/besuch - the language switch: the same page in another language
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { localeParam, withRoute } from '@/lib/api';
import { localeCookieMaxAge, localeCookieName } from '@/i18n/config';
import { alternatePath } from '@/features/pages/server';

export const GET = withRoute(
  { query: z.object({ to: localeParam, path: z.string().max(2048).default('/') }) },
  async ({ req, query }) => {
    const target = await alternatePath(query.path.split(/[?#]/)[0], query.to);
    const response = NextResponse.redirect(new URL(target, req.nextUrl.origin), 303);
    if (process.env.NEXT_PUBLIC_LOCALE_COOKIE === 'true') {
      response.cookies.set(localeCookieName, query.to, { maxAge: localeCookieMaxAge, path: '/', sameSite: 'lax' });
    }
    return response;
  },
);
