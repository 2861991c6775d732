import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { accountPageTitle, peekToken, readNotice, VerifyView } from '@/features/accounts/server';

// The link's token decides what is shown: per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/user/verify'>) {
  return accountPageTitle((await params).locale as Locale, 'verify.title');
}

/** The verification link's page (/user/verify?token=…): opening it changes nothing; its button verifies. */
export default async function VerifyPage({ params, searchParams }: PageProps<'/[locale]/user/verify'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token : null;
  const valid = token ? (await peekToken(token, 'verify')) !== null : false;
  return <VerifyView locale={locale} token={valid ? token : null} notice={readNotice(query)} />;
}
