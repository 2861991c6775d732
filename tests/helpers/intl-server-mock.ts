import { createFormatter, createTranslator } from 'next-intl';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import cs from '@/messages/cs.json';

/** next-intl/server outside a Next request: the same messages, read directly. */
const messages = { de, en, cs } as const;
type Opts = { locale: keyof typeof messages; namespace?: string };

export const getTranslations = async ({ locale, namespace }: Opts) =>
  createTranslator({ locale, messages: messages[locale], namespace: namespace as never });
export const getFormatter = async ({ locale }: { locale: keyof typeof messages }) =>
  createFormatter({ locale, timeZone: 'Europe/Berlin' });
export const setRequestLocale = () => {};
