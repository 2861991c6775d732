import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { accountPaths } from '@/features/accounts';
import { accountPageTitle, ProfileView, readNotice, requireVisitorPage } from '@/features/accounts/server';

// Per visitor: reads the session cookie.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/user/profile'>) {
  return accountPageTitle((await params).locale as Locale, 'profile.title');
}

export default async function ProfilePage({ params, searchParams }: PageProps<'/[locale]/user/profile'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { visitor, profile } = await requireVisitorPage(locale, accountPaths.profile(locale));
  return (
    <ProfileView
      locale={locale}
      profile={profile}
      csrfToken={visitor.csrf_token}
      notice={readNotice(await searchParams)}
    />
  );
}
