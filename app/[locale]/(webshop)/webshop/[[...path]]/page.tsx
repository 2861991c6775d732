import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/config';

/** The webshop start page; unknown shop paths are a 404. */
export default async function WebshopPage({ params }: PageProps<'/[locale]/webshop/[[...path]]'>) {
  const { path, locale } = await params;
  if (path && path.length > 0) notFound();
  setRequestLocale(locale as Locale);
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Webshop' });
  return (
    <main id="content" className="webshop-main">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <p>
        <a className="button" href={getPathname({ locale: locale as Locale, href: '/events' })}>
          {t('toProgramme')}
        </a>
      </p>
    </main>
  );
}
