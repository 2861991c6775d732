import type { Locale } from '@/i18n/config';
import { formatDate } from '@/i18n/format-date';
import { MediaImage } from '@/features/media';
import type { ArticleTeaser } from '../types';
import styles from './magazine.module.css';

/** An article in the magazine grid (server-rendered; 'more' appends the next page's as they are). */
export function ArticleCard({ article, locale }: { article: ArticleTeaser; locale: Locale }) {
  return (
    <article className={styles.card}>
      {article.image && (
        <div className={styles.cardImage}>
          <MediaImage image={article.image} format="small" fill />
        </div>
      )}
      <div className={styles.cardBody}>
        {article.categories.length > 0 && (
          <p className={styles.preline}>{article.categories.map((c) => c.name).join(' · ')}</p>
        )}
        <h2 className={styles.cardTitle}>
          <a href={article.url}>{article.title}</a>
        </h2>
        <p className={styles.meta}>
          <time dateTime={article.date}>{formatDate(article.date, locale, { dateStyle: 'long' })}</time>
        </p>
        <p>{article.teaser}</p>
      </div>
    </article>
  );
}
