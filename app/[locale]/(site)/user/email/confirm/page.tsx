import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { accountPageTitle, EmailConfirmView, readEmailChange, readNotice } from '@/features/accounts/server';

// The link's token decides what is shown: per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/user/email/confirm'>) {
  return accountPageTitle((await params).locale as Locale, 'emailConfirm.title');
}

/** The link sent to a new e-mail address: shows the address; its button makes the change. */
export default async function EmailConfirmPage({ params, searchParams }: PageProps<'/[locale]/user/email/confirm'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token : null;
  const change = await readEmailChange(token);
  return (
    <EmailConfirmView
      locale={locale}
      token={change ? token : null}
      email={change?.email ?? null}
      notice={readNotice(query)}
    />
  );
}
