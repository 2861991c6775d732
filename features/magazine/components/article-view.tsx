import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/config';
import { Breadcrumb } from '@/components/breadcrumb';
import { MediaImage } from '@/features/media';
import { articleJsonLd } from '@/features/seo';
import { JsonLd } from '@/components/json-ld';
import { magazinePaths } from '../paths';
import type { ArticleDetail } from '../types';
import styles from './magazine.module.css';

/** An article page; `body` is the article's blocks, rendered by the caller (the magazine does not depend on blocks). */
export async function ArticleView({
  article,
  body,
  locale,
  siteUrl,
}: {
  article: ArticleDetail;
  body: ReactNode;
  locale: Locale;
  siteUrl: string;
}) {
  const [t, format, common] = await Promise.all([
    getTranslations({ locale, namespace: 'Magazine' }),
    getFormatter({ locale }),
    getTranslations({ locale, namespace: 'Common' }),
  ]);
  return (
    <main id="content" className={styles.article} data-admin-path={`articles/${article.id}`}>
      <JsonLd
        data={articleJsonLd({
          title: article.title,
          teaser: article.teaser,
          url: article.url,
          image: article.image ? (article.image.thumbnails.large ?? article.image.url) : null,
          author: article.author,
          datePublished: article.date,
          dateModified: article.updated_at,
          tags: article.tags.map((tag) => tag.name),
          publisher: common('siteName'),
          siteUrl,
          locale,
        })}
      />
      <Breadcrumb
        items={[{ label: t('title'), href: magazinePaths.home(locale) }, { label: article.title }]}
        backFirst
      />
      <header className={styles.articleHeader}>
        {article.categories.length > 0 && (
          <p className={styles.preline}>
            {article.categories.map((c, i) => (
              <span key={c.id}>
                {i > 0 && ' · '}
                <a href={magazinePaths.category(locale, c)}>{c.name}</a>
              </span>
            ))}
          </p>
        )}
        <h1 className={styles.title}>{article.title}</h1>
        <p className={styles.lead}>{article.teaser}</p>
        <p className={styles.meta}>
          <time dateTime={article.date}>
            {t('publishedOn', { date: format.dateTime(new Date(article.date), { dateStyle: 'long' }) })}
          </time>
          {article.author && <> · {t('by', { author: article.author })}</>}
        </p>
      </header>
      {article.image && (
        <figure className={styles.hero}>
          <MediaImage image={article.image} format="large" priority />
          {article.image.credit && <figcaption>© {article.image.credit}</figcaption>}
        </figure>
      )}
      <div className={styles.body}>{body}</div>
      {article.tags.length > 0 && (
        <nav aria-label={t('tags')} className={styles.tagList}>
          <ul>
            {article.tags.map((tag) => (
              <li key={tag.id}>
                <a href={magazinePaths.tag(locale, tag)}>#{tag.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p>
        <a href={magazinePaths.home(locale)}>{t('back')}</a>
      </p>
    </main>
  );
}
