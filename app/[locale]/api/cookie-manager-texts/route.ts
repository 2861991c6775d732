// GET /{locale}/api/cookie-manager-texts/ - what the cookie settings dialog says, fetched when a
// visitor first opens it (in every page's data they were ~0.8 KB)
import { cookieManagerTexts } from '@/features/consent/server';
import { everyLocale, localeJson } from '@/lib/api';

// From messages/*.json alone: made at build time, one file per language.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = everyLocale;
export const GET = localeJson(cookieManagerTexts);
