import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * next-intl's localized paths (getPathname knows the localized path sets). A server component
 * importing this module puts next-intl's navigation and its i18n runtime into its route's JavaScript:
 * the public site's pages use `programmePath` and `i18n/paths.ts` instead
 * (tests/e2e/public-scripts.spec.ts); the webshop and account pages, which carry a message provider
 * anyway, use it. Its Link, redirect and router hooks are not exported: nothing needs them.
 */
export const { getPathname } = createNavigation(routing);
