import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { Breadcrumb } from '@/components/breadcrumb';
import { programmePath, ProgrammeMain, SeriesCard } from '@/features/events';
import { listSeries } from '@/features/events/server';
import styles from '@/components/card-list.module.css';

// ISR (the root layout's empty generateStaticParams): rendered on first request, then cached until one of
// its data tags is revalidated.

export async function generateMetadata({ params }: PageProps<'/[locale]/series'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Series' });
  return { title: t('title'), description: t('metaDescription'), alternates: { canonical: programmePath(locale, '/series') } };
}

/** Series and subscriptions (SPEC 2: /series, with /abonnements as alias). */
export default async function SeriesListPage({ params }: PageProps<'/[locale]/series'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, series] = await Promise.all([getTranslations({ locale, namespace: 'Series' }), listSeries(locale)]);
  return (
    <ProgrammeMain>
      <Breadcrumb items={[{ label: t('title') }]} />
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <div className={styles.grid}>
        {series.map((item) => (
          <SeriesCard key={item.id} series={item} locale={locale} />
        ))}
      </div>
    </ProgrammeMain>
  );
}
