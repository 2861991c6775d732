import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { LoginForm } from '@/features/auth/client';
import { loginFormTexts, loginRefusalText } from '@/features/auth/server';
import { safeNext } from '@/lib/safe-next';

// Per request: it reads the session cookie or the query (the root layout is otherwise cached).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/login'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'Login' });
  return { title: t('title'), robots: { index: false } };
}

/** Staff login; `?next=` says where to go afterwards (only paths on this site). */
export default async function LoginPage({ params, searchParams }: PageProps<'/[locale]/login'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Login' });
  const query = await searchParams;
  const target = safeNext(query.next, `/${locale}`);
  return (
    <main id="content" className="narrow-page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <LoginForm
        next={target}
        locale={locale}
        texts={await loginFormTexts(locale)}
        refusal={await loginRefusalText(locale, query.error, query.retry)}
      />
    </main>
  );
}
