'use client';

import { groupByDay } from '../day-groups';
import type { EventCardItem, TeaserCardItem } from '../types';
import type { EventStyle } from './event-card';
import type { Locale } from '@/i18n/config';
import { DayGroups } from './day-groups-view';
import type { EventCardTexts } from './list-texts';

export type MoreEventsViewProps = {
  events: EventCardItem[];
  teasers: TeaserCardItem[];
  filtered: boolean;
  hasMore: boolean;
  /** The last event the server rendered: teasers up to it are shown already, its day continues. */
  after: string;
  continues: string;
  variant: EventStyle;
  locale: Locale;
  texts: EventCardTexts;
};

/** The events 'more' appended below the server-rendered page: a chunk of its own, fetched with the first of them. */
export function MoreEventsView({
  events,
  teasers,
  filtered,
  hasMore,
  after,
  continues,
  variant,
  locale,
  texts,
}: MoreEventsViewProps) {
  return (
    <DayGroups
      groups={groupByDay(events, teasers, { filtered, hasMore, after })}
      variant={variant}
      continues={continues}
      locale={locale}
      texts={texts}
    />
  );
}
