// GET /api/locale-switch/?to=en&path=/de/besuch - the language switch: the same page in another language
// (path may carry the page's query, e.g. a filtered list: it is kept, the parameter names are the same in every language)
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { localeParam, withRoute } from '@/lib/api';
import { localeCookieMaxAge, localeCookieName, type Locale } from '@/i18n/config';
import { pathnames } from '@/i18n/routing';
import { alternatePath } from '@/features/pages/server';
import { getArticle } from '@/features/magazine/server';

const articlePath = (locale: Locale) =>
  new RegExp(
    `^/${locale}${pathnames['/magazine/[slug]/[id]'][locale].replace('[slug]', '[^/]+').replace('[id]', '(\\d+)')}$`,
  );

/**
 * Magazine articles are not translated into every language (issue 19: the switch of article 23
 * led to a 404 in Czech): an article missing in the target language switches to its magazine.
 */
async function existingTarget(target: string, to: Locale): Promise<string> {
  const article = articlePath(to).exec(target);
  if (!article) return target;
  const found = await getArticle(to, Number(article[1]));
  return found ? target : `/${to}${pathnames['/magazine'][to]}`;
}

export const GET = withRoute(
  { query: z.object({ to: localeParam, path: z.string().max(2048).default('/') }) },
  async ({ req, query }) => {
    const [path, search = ''] = query.path.split('#')[0].split(/\?(.*)/s);
    const target = await existingTarget(await alternatePath(path, query.to), query.to);
    const response = NextResponse.redirect(new URL(search ? `${target}?${search}` : target, req.nextUrl.origin), 303);
    if (process.env.NEXT_PUBLIC_LOCALE_COOKIE === 'true') {
      response.cookies.set(localeCookieName, query.to, { maxAge: localeCookieMaxAge, path: '/', sameSite: 'lax' });
    }
    return response;
  },
);
