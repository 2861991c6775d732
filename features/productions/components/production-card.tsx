import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import type { ProductionSummary } from '../server/productions';
import { FavoriteButton } from '@/features/favorites/client';
import { favoriteTexts } from '@/features/favorites/server';
import { IMAGE_SLOTS, StoredImage } from '@/features/media';
import styles from '@/components/card-list.module.css';

export async function ProductionCard({ production, locale }: { production: ProductionSummary; locale: Locale }) {
  const [t, format, hearts] = await Promise.all([
    getTranslations({ locale, namespace: 'Productions' }),
    getFormatter({ locale }),
    favoriteTexts(locale),
  ]);
  return (
    <article className={styles.card}>
      {production.image_obj && (
        <StoredImage
          className={styles.image}
          image={production.image_obj}
          thumbnails={production.image_thumbnails}
          sizes={IMAGE_SLOTS.card}
          width={960}
          height={600}
        />
      )}
      <p className={styles.preline}>
        {[production.exhibition_type?.name, production.season?.name].filter(Boolean).join(' · ')}
      </p>
      <h2 className={styles.cardTitle}>
        <a href={production.url}>{production.title}</a>
      </h2>
      <p className={styles.subtitle}>{production.subtitle}</p>
      <p>{production.teaser}</p>
      <p className={styles.next}>
        {production.next_date
          ? t('nextDate', {
              date: format.dateTime(new Date(production.next_date), {
                weekday: 'short',
                day: 'numeric',
                month: 'long',
                hour: '2-digit',
                minute: '2-digit',
                hour12: false,
              }),
            })
          : t('noUpcoming')}
      </p>
      <FavoriteButton locale={locale} texts={hearts} kind="production" id={production.id} title={production.title} />
    </article>
  );
}
