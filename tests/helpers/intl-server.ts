import { createTranslator } from 'use-intl/core';
import { timeZone, type Locale } from '@/i18n/config';
import cs from '@/messages/cs.json';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

/**
 * next-intl/server's getTranslations and getMessages over the real messages, for unit tests of
 * client components whose texts the server makes (`vi.mock('next-intl/server', () => intlServer)`
 * with a dynamic import): the tests then call the same text builders the pages call.
 */
const messages = { de, en, cs };

export const intlServer = {
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    createTranslator({ locale, messages: messages[locale], namespace: namespace as never, timeZone }),
  getMessages: async ({ locale }: { locale: Locale }) => messages[locale],
};
