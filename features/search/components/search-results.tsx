import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import type { SearchResult } from '../schemas';
import { Highlight } from './highlight';
import styles from './search-page.module.css';

/** One list of hits with highlighted title and passage. */
export async function SearchResultList({
  results,
  query,
  locale,
}: {
  results: SearchResult[];
  query: string;
  locale: Locale;
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'SearchPage' }),
    getFormatter({ locale }),
  ]);
  return (
    <ol className={styles.results}>
      {results.map((r) => (
        <li key={r.id} className={styles.result}>
          <p className={styles.kind}>
            {t(`kind_${r.kind}`)}
            {r.date && r.kind === 'event' && (
              <> · {format.dateTime(new Date(r.date), { dateStyle: 'full', timeStyle: 'short' })}</>
            )}
          </p>
          <h3 className={styles.resultTitle}>
            <a href={r.url}>
              <Highlight text={r.title} query={query} />
            </a>
          </h3>
          {r.text && (
            <p className={styles.passage}>
              <Highlight text={r.text} query={query} />
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
