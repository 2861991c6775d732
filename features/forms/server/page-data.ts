import 'server-only';
import type { Locale } from '@/i18n/config';
import { getForm } from './forms';

/** The form for a page whose [id] segment is still text; null for anything that is not a form id. */
export async function formPageData(locale: Locale, id: string) {
  return /^\d{1,9}$/.test(id) ? getForm(Number(id), locale) : null;
}
