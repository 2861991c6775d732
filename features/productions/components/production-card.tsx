import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import type { ProductionSummary } from '../server/productions';
import { FavoriteButton } from '@/features/favorites/client';
import { favoriteTexts } from '@/features/favorites/server';
import styles from '@/components/card-list.module.css';

export async function ProductionCard({ production, locale }: { production: ProductionSummary; locale: Locale }) {
  const [t, format, hearts] = await Promise.all([getTranslations({ locale, namespace: 'Productions' }), getFormatter({ locale }), favoriteTexts(locale)]);
  const image = production.image_thumbnails.medium ?? production.image_obj?.url;
  return (
    <article className={styles.card}>
      {image && (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={image} alt={production.image_obj?.alt ?? ''} width={960} height={600} loading="lazy" className={styles.image} />
      )}
      <p className={styles.preline}>{[production.exhibition_type?.name, production.season?.name].filter(Boolean).join(' · ')}</p>
      <h2 className={styles.cardTitle}>
        <a href={production.url}>{production.title}</a>
      </h2>
      <p className={styles.subtitle}>{production.subtitle}</p>
      <p>{production.teaser}</p>
      <p className={styles.next}>
        {production.next_date
          ? t('nextDate', { date: format.dateTime(new Date(production.next_date), { weekday: 'short', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hour12: false }) })
          : t('noUpcoming')}
      </p>
      <FavoriteButton locale={locale} texts={hearts} kind="production" id={production.id} title={production.title} />
    </article>
  );
}
