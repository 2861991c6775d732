import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { accountPageTitle, PasswordResetView, readNotice } from '@/features/accounts/server';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/user/password-reset'>) {
  return accountPageTitle((await params).locale as Locale, 'reset.title');
}

export default async function PasswordResetPage({ params, searchParams }: PageProps<'/[locale]/user/password-reset'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <PasswordResetView locale={locale} notice={readNotice(await searchParams)} />;
}
