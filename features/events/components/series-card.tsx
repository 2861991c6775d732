import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { formatPrice } from '../price';
import type { SeriesSummary } from '../server/series';
import styles from '@/components/card-list.module.css';

export async function SeriesCard({ series, locale }: { series: SeriesSummary; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Series' });
  const image = series.image_obj?.url;
  return (
    <article className={styles.card}>
      {image && (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={image} alt={series.image_obj?.alt ?? ''} width={960} height={600} loading="lazy" className={styles.image} />
      )}
      {series.is_subscription && <p className={styles.preline}>{t('subscription')}</p>}
      <h2 className={styles.cardTitle}>
        <a href={series.url}>{series.name}</a>
      </h2>
      <p>{series.teaser}</p>
      {series.subscription_price && <p className={styles.next}>{t('subscriptionPrice', { price: formatPrice(series.subscription_price, locale) })}</p>}
    </article>
  );
}
