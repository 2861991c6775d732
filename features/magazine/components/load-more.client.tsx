'use client';

import { useState, type MouseEvent } from 'react';
import type { Locale } from '@/i18n/config';
import { reportError } from '@/lib/report-client';
import { CardsSkeleton } from '@/components/skeletons';
import type { Paged } from '@/lib/api/paging';
import { ARTICLES_PAGE_SIZE, type ArticleTeaser } from '../types';
import { ArticleCard } from './article-card';
import styles from './magazine.module.css';

/**
 * SPEC 4 Articles state: page, listLoading and the accumulated articles. The next-page link is a
 * real link (works without JavaScript); with JavaScript the next page is fetched and appended, with
 * skeleton cards (as many as the page brings) while it loads.
 */
/** Made on the server (magazine-view.tsx). */
export type LoadMoreTexts = { loadMore: string; loading: string; loadFailed: string };

export function LoadMore({
  locale,
  texts: t,
  nextPage,
  total,
  category,
  tag,
  nextHref,
}: {
  locale: Locale;
  texts: LoadMoreTexts;
  nextPage: number;
  total: number;
  category?: number;
  tag?: number;
  nextHref: string;
}) {
  const [page, setPage] = useState(nextPage);
  const [articles, setArticles] = useState<ArticleTeaser[]>([]);
  const [listLoading, setListLoading] = useState(false);
  const [hasMore, setHasMore] = useState(true);
  const [failed, setFailed] = useState(false);

  const load = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (listLoading) return;
    setListLoading(true);
    setFailed(false);
    try {
      const query = new URLSearchParams({ page: String(page) });
      if (category) query.set('category', String(category));
      if (tag) query.set('tag', String(tag));
      const res = await fetch(`/${locale}/api/articles/?${query}`);
      if (!res.ok) throw new Error(`articles answered ${res.status}`);
      const list = (await res.json()) as Paged<ArticleTeaser>;
      setArticles((previous) => [...previous, ...list.results]);
      setHasMore(list.next !== null);
      setPage((p) => p + 1);
    } catch (error) {
      reportError(error, { where: 'magazine load more' });
      setFailed(true);
    } finally {
      setListLoading(false);
    }
  };

  const href = nextHref.replace(/page=\d+/, `page=${page}`);
  return (
    <>
      {articles.length > 0 && (
        <div className={styles.grid} aria-live="polite">
          {articles.map((a) => (
            <ArticleCard key={a.id} article={a} locale={locale} />
          ))}
        </div>
      )}
      <p className="visually-hidden" role="status">
        {listLoading ? t.loading : ''}
      </p>
      {listLoading && (
        <div aria-busy="true">
          <CardsSkeleton cards={Math.max(1, Math.min(ARTICLES_PAGE_SIZE, total - (page - 1) * ARTICLES_PAGE_SIZE))} gridClassName={styles.grid} />
        </div>
      )}
      {failed && (
        <p role="alert" className={styles.error}>
          {t.loadFailed}
        </p>
      )}
      {hasMore && (
        <p className={styles.more}>
          <a href={href} onClick={load} aria-busy={listLoading} className={styles.moreLink}>
            {listLoading ? t.loading : t.loadMore}
          </a>
        </p>
      )}
    </>
  );
}
