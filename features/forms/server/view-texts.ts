import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { pluralTexts, textTemplate } from '@/i18n/texts.server';
import type { FormViewTexts } from '../components/form-view.client';
import type { FieldErrorCode } from '../types';

const ERROR_CODES: FieldErrorCode[] = [
  'fileType',
  'fileSize',
  'uploadBudget',
  'uploadQuota',
  'required',
  'email',
  'emailMismatch',
  'negative',
  'number',
  'date',
  'choice',
  'url',
  'file',
  'tooLong',
  'invalid',
];

/** The form island's texts, made on the server: forms are public pages (issue #19, no ICU runtime in the browser). */
export async function formViewTexts(locale: Locale): Promise<FormViewTexts> {
  const t = await getTranslations({ locale, namespace: 'FormView' });
  return {
    summary: pluralTexts(t, 'summary', locale),
    requiredNote: t('requiredNote'),
    honeypot: t('honeypot'),
    sending: t('sending'),
    failed: t('failed'),
    rateLimited: t('rateLimited'),
    errors: Object.fromEntries(ERROR_CODES.map((code) => [code, t(`errors.${code}`)])) as Record<
      FieldErrorCode,
      string
    >,
    row: {
      required: t('required'),
      choose: t('choose'),
      fileHint: t('fileHint'),
      uploading: t('uploading'),
      uploaded: textTemplate(t, 'uploaded', ['name', 'size']),
    },
  };
}
