import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { accountPageTitle, readNotice, SignUpView } from '@/features/accounts/server';

// The answer of the form comes back in the query: rendered per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/user/signup'>) {
  return accountPageTitle((await params).locale as Locale, 'signUp.title');
}

export default async function SignUpPage({ params, searchParams }: PageProps<'/[locale]/user/signup'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <SignUpView locale={locale} notice={readNotice(await searchParams)} />;
}
