'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { MoreTexts } from './list-texts';
import styles from './more.module.css';

/** docs/requirements.md §9: the next page loads when the trigger is within 170 % of the viewport. */
const SCROLL_MARGIN = '0px 0px 170% 0px';

type Props = {
  /** The next page's real address: followed without JavaScript, replaced by `onMore` with it. */
  href: string;
  hasMore: boolean;
  error: boolean;
  onMore: () => void;
  texts: Pick<MoreTexts, 'more' | 'loadError'>;
  /** Focus the link on mount: it replaces one that had focus. */
  focusLink?: boolean;
};

/**
 * The end of an events list that grows in place (the events page's 'more', the API island of the
 * overlay and page modules): the load error, the 'more' link, and infinite scroll on that link.
 * It watches again for every next page (`href` changes), and not after an error: the link retries.
 */
export function MoreFooter({ href, hasMore, error, onMore, texts, focusLink = false }: Props) {
  const trigger = useRef<HTMLDivElement>(null);
  const [focusOnMount] = useState(focusLink);

  useEffect(() => {
    if (focusOnMount) trigger.current?.querySelector('a')?.focus();
  }, [focusOnMount]);

  useEffect(() => {
    const el = trigger.current;
    if (!el || !hasMore || error) return;
    const observer = new IntersectionObserver(([entry]) => entry.isIntersecting && onMore(), {
      rootMargin: SCROLL_MARGIN,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, error, onMore, href]);

  return (
    <>
      {error && (
        <p role="alert" className={styles.error}>
          {texts.loadError}
        </p>
      )}
      {hasMore && (
        <div ref={trigger} className={styles.more}>
          <a
            className="button button--secondary"
            href={href}
            onClick={(e) => {
              e.preventDefault();
              onMore();
            }}
          >
            {texts.more}
          </a>
        </div>
      )}
    </>
  );
}

/** While a next page loads: a polite status saying so, and card shapes (`skeleton`) where it will show. */
export function MoreLoading({ loading, text, skeleton }: { loading: boolean; text: string; skeleton: ReactNode }) {
  return (
    <>
      <p className="visually-hidden" role="status">
        {loading ? text : ''}
      </p>
      {loading && (
        <div className={styles.skeleton} aria-hidden="true">
          {skeleton}
        </div>
      )}
    </>
  );
}
