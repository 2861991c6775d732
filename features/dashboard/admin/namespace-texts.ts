import { useMemo } from 'react';
import { createTranslator, type AbstractIntlMessages } from 'next-intl';
import { useI18nProvider } from 'react-admin';
import type { Locale } from '@/i18n/config';

export type NamespaceTexts = (key: string, values?: Record<string, string | number>) => string;

/**
 * Texts of a messages namespace the dashboard page hands over (i18n-provider.ts `namespaces`),
 * formatted by next-intl: the build precompiles ICU messages with arguments, which react-admin's
 * polyglot translator cannot read.
 */
export function useNamespaceTexts(namespace: string): NamespaceTexts {
  const provider = useI18nProvider() as { locale?: Locale; namespaces?: Record<string, unknown> };
  return useMemo(() => {
    const translate = createTranslator({
      locale: provider.locale ?? 'de',
      messages: { [namespace]: provider.namespaces?.[namespace] ?? {} } as unknown as AbstractIntlMessages,
      namespace,
      onError: () => undefined,
      getMessageFallback: ({ key }) => key,
    }) as unknown as NamespaceTexts;
    return (key, values) => translate(key, values);
  }, [provider, namespace]);
}
