import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * The only source of Link, redirect and router hooks: they know the localized path sets. A server
 * component importing this module, even for getPathname, puts next-intl's client Link and its i18n
 * runtime into its route's JavaScript: the public site's pages use `programmePath` and
 * `i18n/paths.ts` instead (tests/e2e/public-scripts.spec.ts); the webshop and account pages, which
 * carry a message provider anyway, use it.
 */
export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } = createNavigation(routing);
