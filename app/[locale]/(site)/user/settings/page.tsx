import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { accountPaths } from '@/features/accounts';
import { accountPageTitle, readNotice, requireVisitorPage, SettingsView } from '@/features/accounts/server';

// Per visitor: reads the session cookie.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/user/settings'>) {
  return accountPageTitle((await params).locale as Locale, 'settings.title');
}

export default async function SettingsPage({ params, searchParams }: PageProps<'/[locale]/user/settings'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { visitor, profile } = await requireVisitorPage(locale, accountPaths.settings(locale));
  return (
    <SettingsView
      locale={locale}
      profile={profile}
      csrfToken={visitor.csrf_token}
      notice={readNotice(await searchParams)}
    />
  );
}
