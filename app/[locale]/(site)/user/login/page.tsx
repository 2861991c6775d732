import { redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { accountPaths } from '@/features/accounts';
import { accountPageTitle, currentVisitor, LoginView, readNotice, safeNext } from '@/features/accounts/server';

// Reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/user/login'>) {
  return accountPageTitle((await params).locale as Locale, 'login.title');
}

/** Visitor login; `?next=` (a path on this site) is where the visitor goes afterwards. */
export default async function LoginPage({ params, searchParams }: PageProps<'/[locale]/user/login'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const query = await searchParams;
  const next = safeNext(query.next, '') || null;
  const notice = readNotice(query);
  if (!notice.message && (await currentVisitor())) redirect(next ?? accountPaths.profile(locale));
  return <LoginView locale={locale} notice={notice} next={next} />;
}
