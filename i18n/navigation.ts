import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** The only source of Link, redirect and router hooks: they know the localized path sets. */
export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } = createNavigation(routing);
