import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { Breadcrumb } from '@/components/breadcrumb';
import styles from '@/components/card-list.module.css';
import { listSeries } from '../server/series';
import { ProgrammeMain } from './programme-main';
import { SeriesCard } from './series-card';

/** Series and subscriptions (docs/requirements.md §2: /series, with /abonnements as alias). */
export async function SeriesListView({ locale }: { locale: Locale }) {
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
