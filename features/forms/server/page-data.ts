import 'server-only';
import type { Locale } from '@/i18n/config';
import { parseId } from '@/lib/params';
import { getForm } from './forms';

/** The form for a page whose [id] segment is still text; null for anything that is not a form id. */
export async function formPageData(locale: Locale, id: string) {
  const formId = parseId(id);
  return formId === null ? null : getForm(formId, locale);
}
