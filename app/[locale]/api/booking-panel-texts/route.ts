// GET /{locale}/api/booking-panel-texts/ - the messages of the open booking widget ({ BookingWidget }),
// fetched when a visitor first opens one (in every event page's data they were ~2.6 KB)
import { NextResponse } from 'next/server';
import { getMessages } from 'next-intl/server';
import { isLocale, locales } from '@/i18n/config';

// The messages come from messages/*.json alone: made at build time, one file per language.
export const dynamic = 'force-static';
export const dynamicParams = false;
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function GET(_req: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return NextResponse.json({ detail: 'Not found' }, { status: 404 });
  const messages = await getMessages({ locale });
  return NextResponse.json({ BookingWidget: messages.BookingWidget });
}
