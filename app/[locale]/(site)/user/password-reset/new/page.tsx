import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { accountPageTitle, NewPasswordView, peekToken, readNotice } from '@/features/accounts/server';

// The link's token decides what is shown: per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/user/password-reset/new'>) {
  return accountPageTitle((await params).locale as Locale, 'reset.newTitle');
}

/** The reset link's page: the new-password form while the link is valid (60 minutes, once). */
export default async function NewPasswordPage({
  params,
  searchParams,
}: PageProps<'/[locale]/user/password-reset/new'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token : null;
  const valid = token ? (await peekToken(token, 'reset')) !== null : false;
  return <NewPasswordView locale={locale} token={token} valid={valid} notice={readNotice(query)} />;
}
