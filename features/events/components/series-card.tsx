import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { formatPrice } from '../price';
import type { SeriesSummary } from '../server/series';
import { IMAGE_SLOTS, StoredImage } from '@/features/media';
import styles from '@/components/card-list.module.css';

export async function SeriesCard({ series, locale }: { series: SeriesSummary; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Series' });
  return (
    <article className={styles.card}>
      {series.image_obj && (
        <StoredImage
          className={styles.image}
          image={series.image_obj}
          thumbnails={series.image_thumbnails}
          sizes={IMAGE_SLOTS.card}
          width={960}
          height={600}
        />
      )}
      {series.is_subscription && <p className={styles.preline}>{t('subscription')}</p>}
      <h2 className={styles.cardTitle}>
        <a href={series.url}>{series.name}</a>
      </h2>
      <p>{series.teaser}</p>
      {series.subscription_price && (
        <p className={styles.next}>
          {t('subscriptionPrice', { price: formatPrice(series.subscription_price, locale) })}
        </p>
      )}
    </article>
  );
}
