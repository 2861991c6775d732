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
  'Favorites',
  'FormView',
  'Header',
  'LanguageSwitch',
  'Login',
  'Magazine',
  'OpeningHours',
  'Productions',
  'SearchBox',
  'StickyNav',
  'TopAlert',
] as const;

/**
 * Namespaces that travel with their islands only, not on every page: the file named here wraps those
 * islands in a provider with just what they read (the webshop's cart and checkout).
 */
export const SCOPED_NAMESPACES = { Shop: 'features/ticketing/components/shop/shop-messages.tsx' } as const;

export function pickClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
}
