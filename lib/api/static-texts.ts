import { NextResponse } from 'next/server';
import { isLocale, locales, type Locale } from '@/i18n/config';

/**
 * A JSON answer per language made at build time (with `dynamic = 'force-static'` and
 * `dynamicParams = false` in the route): texts a part of a page fetches when it opens.
 */
export const everyLocale = () => locales.map((locale) => ({ locale }));

/** Its GET: `make(locale)` as JSON; another first segment is a JSON 404, as every unknown API path. */
export function localeJson(make: (locale: Locale) => Promise<unknown>) {
  return async (_req: Request, { params }: { params: Promise<{ locale: string }> }) => {
    const { locale } = await params;
    if (!isLocale(locale)) return NextResponse.json({ detail: 'Not found' }, { status: 404 });
    return NextResponse.json(await make(locale));
  };
}
