import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces client components read with the useTranslations hook. Only these travel to the
 * browser (inside every page's HTML); the rest (dashboard, mails, metadata, server-rendered
 * modules) stay on the server. tests/unit/client-messages.test.ts fails when a component asks for
 * a namespace that is missing here.
 */
export const CLIENT_NAMESPACES = [
  'Blocks',
  'BookingWidget',
  'Common',
  'Consent',
  'ErrorPage',
  'EventDetail',
  'EventList',
  'EventOverlay',
  'FormView',
  'Header',
  'LanguageSwitch',
  'Login',
  'Magazine',
  'OpeningHours',
  'Productions',
  'SearchBox',
  'Shop',
  'StickyNav',
  'TopAlert',
] as const;

export function pickClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
}
