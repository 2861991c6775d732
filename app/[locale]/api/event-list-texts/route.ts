// GET /{locale}/api/event-list-texts/ - the texts of the events list inside the 'Programm und Karten'
// overlay, fetched when it opens (in every page's data they were ~5 KB, ~1.7 KB compressed)
import { everyLocale, localeJson } from '@/lib/api';
import { eventListTexts } from '@/features/events/server';

// From messages/*.json alone: made at build time, one file per language.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = everyLocale;
export const GET = localeJson(eventListTexts);
