import type { Locale } from '@/i18n/config';
import { fetchEventsPage, fetchTeasers } from '../api-client';
import type { FilterState } from '../filter-state';
import { appendPage } from '../paging';
import type { EventCardItem, TeaserCardItem } from '../types';
export { MoreEventsView } from './more-events-view.client';

/**
 * The next page of the events 'more' with the teasers between its days (fetched with the first page
 * only). Loaded with the view, when the first further page is asked for: the first load holds only
 * the 'more' link and its observer (issue #19).
 */
export async function loadNextPage({
  locale,
  state,
  page,
  loaded,
  shown,
  teasers,
  after,
}: {
  locale: Locale;
  state: FilterState;
  page: number;
  loaded: EventCardItem[];
  shown: number[];
  teasers: TeaserCardItem[] | null;
  after: string;
}) {
  const [data, more] = await Promise.all([
    fetchEventsPage(locale, state, page),
    teasers ?? fetchTeasers(locale).then((all) => all.filter((teaser) => teaser.date_start > after)),
  ]);
  const seen = new Set(shown);
  return {
    events: appendPage(
      loaded,
      data.results.filter((e) => !seen.has(e.id)),
    ),
    teasers: more,
    count: data.count,
  };
}
