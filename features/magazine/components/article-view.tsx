import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/config';
import { Breadcrumb } from '@/components/breadcrumb';
import { MediaImage } from '@/features/media';
import { magazinePaths } from '../paths';
import type { ArticleDetail } from '../types';
import styles from './magazine.module.css';

/** Schema.org Article for search engines; the text is JSON, so '<' is escaped against script breakout. */
function jsonLd(article: ArticleDetail, siteUrl: string) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.teaser,
    datePublished: article.date,
    author: article.author ? { '@type': 'Person', name: article.author } : undefined,
    image: article.image ? [`${siteUrl}${article.image.thumbnails.large ?? article.image.url}`] : undefined,
    mainEntityOfPage: `${siteUrl}${article.url}`,
    publisher: { '@type': 'Organization', name: 'Freilichtmuseum Lindenau' },
    keywords: article.tags.map((t) => t.name).join(', ') || undefined,
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** An article page; `body` is the article's blocks, rendered by the caller (the magazine does not depend on blocks). */
export async function ArticleView({ article, body, locale, siteUrl }: { article: ArticleDetail; body: ReactNode; locale: Locale; siteUrl: string }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'Magazine' }), getFormatter({ locale })]);
  return (
    <main id="content" className={styles.article} data-admin-path={`articles/${article.id}`}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(article, siteUrl) }} />
      <Breadcrumb items={[{ label: t('title'), href: magazinePaths.home(locale) }, { label: article.title }]} backFirst />
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
          <time dateTime={article.date}>{t('publishedOn', { date: format.dateTime(new Date(article.date), { dateStyle: 'long' }) })}</time>
          {article.author && <> · {t('by', { author: article.author })}</>}
        </p>
      </header>
      {article.image && (
        <figure className={styles.hero}>
          <MediaImage image={article.image} format="large" priority />
          {article.image.credit && <figcaption>© {article.image.credit}</figcaption>}
        </figure>
      )}
      <div className={styles.body}>
        {body}
      </div>
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
