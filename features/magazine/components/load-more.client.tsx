'use client';

import { useState, type MouseEvent } from 'react';
import { CardsSkeleton } from '@/components/skeletons';
import { ARTICLES_PAGE_SIZE } from '../types';
import styles from './magazine.module.css';

/** Made on the server (magazine-view.tsx). */
export type LoadMoreTexts = { loadMore: string; loading: string; loadFailed: string };

// In the page's HTML: the grid of the page's cards (magazine-view.tsx) and this link to the page after it.
const MORE_ITEMS = 'data-more-items';
const MORE_NEXT = 'data-more-next';

/**
 * docs/requirements.md §4 Articles state: page, listLoading and the accumulated articles. The next-page link is a
 * real link (works without JavaScript); with JavaScript that page is fetched and its cards are
 * appended as the server rendered them, with skeleton cards while it loads. Appending the server's
 * markup rather than rendering cards here keeps the card, image and date code out of the browser
 * (issue #19, first-load JavaScript) and the cards identical to those of the page itself.
 */
export function LoadMore({
  texts: t,
  nextPage,
  total,
  nextHref,
}: {
  texts: LoadMoreTexts;
  nextPage: number;
  total: number;
  nextHref: string;
}) {
  const [appended, setAppended] = useState<string[]>([]);
  const [href, setHref] = useState<string | null>(nextHref);
  const [listLoading, setListLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const page = nextPage + appended.length;

  const load = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (listLoading || !href) return;
    setListLoading(true);
    setFailed(false);
    try {
      const res = await fetch(href, { headers: { accept: 'text/html' } });
      if (!res.ok) throw new Error(`${href} answered ${res.status}`);
      const next = new DOMParser().parseFromString(await res.text(), 'text/html');
      const items = next.querySelector(`[${MORE_ITEMS}]`);
      if (!items) throw new Error(`${href} has no list`);
      setAppended((previous) => [...previous, items.innerHTML]);
      setHref(next.querySelector(`[${MORE_NEXT}]`)?.getAttribute('href') ?? null);
    } catch (error) {
      // The reporter loads with the first failure: it is not in the page's first load.
      void import('@/lib/report-client').then(({ reportError }) => reportError(error, { where: 'magazine load more' }));
      setFailed(true);
    } finally {
      setListLoading(false);
    }
  };

  return (
    <>
      {appended.map((html, i) => (
        // Our own server's markup of the cards (the same as on that page), never visitor input.
        <div key={i} className={styles.grid} aria-live="polite" dangerouslySetInnerHTML={{ __html: html }} />
      ))}
      <p className="visually-hidden" role="status">
        {listLoading ? t.loading : ''}
      </p>
      {listLoading && (
        <div aria-busy="true">
          <CardsSkeleton
            cards={Math.max(1, Math.min(ARTICLES_PAGE_SIZE, total - (page - 1) * ARTICLES_PAGE_SIZE))}
            gridClassName={styles.grid}
          />
        </div>
      )}
      {failed && (
        <p role="alert" className={styles.error}>
          {t.loadFailed}
        </p>
      )}
      {href && (
        <p className={styles.more}>
          <a href={href} onClick={load} aria-busy={listLoading} className={styles.moreLink} data-more-next="">
            {listLoading ? t.loading : t.loadMore}
          </a>
        </p>
      )}
    </>
  );
}
