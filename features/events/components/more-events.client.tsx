'use client';

import { useState, type ComponentType } from 'react';
import { toQuery } from '../filter-state';
import type { MoreEventsProps } from './more-events-live.client';
import { MoreFooter, MoreLoading } from './more-footer.client';

type Live = ComponentType<MoreEventsProps & { focusMore: boolean }>;

/**
 * The events page's 'more' (docs/requirements.md §4, §9): a real link to the next page (without JavaScript a page of its
 * own); with JavaScript the next pages come from the API and are appended as the visitor scrolls near
 * the end. Until first used, only this link and its observer (MoreFooter): the code that fetches and
 * appends (MoreEventsLive, with more-events-load.ts and the cards) is one chunk loaded then, which
 * takes over (issue #19).
 */
export function MoreEvents(props: MoreEventsProps) {
  const { basePath, state, page, texts, skeleton } = props;
  const [live, setLive] = useState<{ Live: Live; focusMore: boolean } | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  if (live) return <live.Live {...props} focusMore={live.focusMore} />;

  const search = new URLSearchParams({ ...toQuery(state), page: String(page + 1) }).toString();
  const href = `${basePath}?${search}`;
  const start = () => {
    if (loading) return;
    // Pressed from the keyboard: the live version's link gets the focus back.
    const focused = document.activeElement;
    const focusMore = focused instanceof HTMLAnchorElement && focused.getAttribute('href') === href;
    setLoading(true);
    setError(false);
    import('./more-events-live.client').then(
      (m) => setLive({ Live: m.MoreEventsLive, focusMore }),
      (failure: unknown) => {
        void import('@/lib/report-client').then(({ reportError }) =>
          reportError(failure, { where: 'events list more' }),
        );
        setError(true);
        setLoading(false);
      },
    );
  };
  return (
    <>
      <MoreLoading loading={loading} text={texts.more.listLoading} skeleton={skeleton} />
      <MoreFooter href={href} hasMore error={error} onMore={start} texts={texts.more} />
    </>
  );
}
