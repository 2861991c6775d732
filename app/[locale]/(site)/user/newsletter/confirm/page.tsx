import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { accountPageTitle, NewsletterConfirmView, peekToken, readNotice } from '@/features/accounts/server';

// The link's token decides what is shown: per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/user/newsletter/confirm'>) {
  return accountPageTitle((await params).locale as Locale, 'newsletterConfirm.title');
}

/** The newsletter link's page: opening it changes nothing; its button confirms the subscription. */
export default async function NewsletterConfirmPage({
  params,
  searchParams,
}: PageProps<'/[locale]/user/newsletter/confirm'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token : null;
  const valid = token ? (await peekToken(token, 'newsletter')) !== null : false;
  return <NewsletterConfirmView locale={locale} token={token} valid={valid} notice={readNotice(query)} />;
}
