// GET /{locale}/api/event-list-texts/ - the texts of the events list inside the 'Programm und Karten'
// overlay, fetched when it opens (in every page's data they were ~5 KB, ~1.7 KB compressed)
import { NextResponse } from 'next/server';
import { isLocale, locales } from '@/i18n/config';
import { eventListTexts } from '@/features/events/server';

// The texts come from messages/*.json alone: made at build time, one file per language.
export const dynamic = 'force-static';
export const dynamicParams = false;
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function GET(_req: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return NextResponse.json({ detail: 'Not found' }, { status: 404 });
  return NextResponse.json(await eventListTexts(locale));
}
