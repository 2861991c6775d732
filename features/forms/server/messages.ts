import 'server-only';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import cs from '@/messages/cs.json';
import type { Locale } from '@/i18n/config';
import type { FieldErrorCode, FieldErrors } from '../types';

/**
 * The API answers in the language of its path with the same texts the form shows, read from the
 * messages files (route handlers have no next-intl request context of their own).
 */
const catalogues = { de, en, cs } as unknown as Record<Locale, { FormView?: Record<string, unknown> }>;

export function formMessage(locale: Locale, key: string): string {
  const value = catalogues[locale].FormView?.[key];
  return typeof value === 'string' ? value : key;
}

export function errorMessage(locale: Locale, code: FieldErrorCode): string {
  const errors = catalogues[locale].FormView?.errors as Record<string, string> | undefined;
  return errors?.[code] ?? code;
}

/** {slug: message} for every field in error. */
export function errorMessages(locale: Locale, errors: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [slug, code] of Object.entries(errors)) if (code) out[slug] = errorMessage(locale, code);
  return out;
}
