import 'server-only';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { accountPaths } from '../paths';
import { readProfile } from './profile';
import { currentVisitor } from './session';

const toLogin = (locale: Locale, path: string) =>
  redirect(`${accountPaths.login(locale)}?${new URLSearchParams({ next: path })}`);

/** The logged-in visitor of an account page; anyone else goes to the login, which brings them back to `path`. */
export async function visitorOnPage(locale: Locale, path: string) {
  return (await currentVisitor()) ?? toLogin(locale, path);
}

/** The logged-in visitor and their profile for an account page (else to the login, as above). */
export async function requireVisitorPage(locale: Locale, path: string) {
  const visitor = await visitorOnPage(locale, path);
  const profile = await readProfile(visitor.id);
  if (!profile) toLogin(locale, path);
  return { visitor, profile: profile! };
}

type TitleKey =
  | 'signUp.title'
  | 'login.title'
  | 'verify.title'
  | 'reset.title'
  | 'reset.newTitle'
  | 'profile.title'
  | 'settings.title'
  | 'emailConfirm.title'
  | 'newsletterConfirm.title';

/** Title of an account page; none of them belongs in a search index. */
export async function accountPageTitle(locale: Locale, key: TitleKey): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Account' });
  return { title: t(key), robots: { index: false }, referrer: 'same-origin' };
}
