'use client';

import { groupByDay } from '../day-groups';
import type { EventCardItem, TeaserCardItem } from '../types';
import type { EventStyle } from './event-card';
import { DayGroups } from './day-groups-view';

export type MoreEventsViewProps = {
  events: EventCardItem[];
  teasers: TeaserCardItem[];
  filtered: boolean;
  hasMore: boolean;
  /** The last event the server rendered: teasers up to it are shown already, its day continues. */
  after: string;
  continues: string;
  variant: EventStyle;
};

/** The events 'more' appended below the server-rendered page: a chunk of its own, fetched with the first of them. */
export function MoreEventsView({ events, teasers, filtered, hasMore, after, continues, variant }: MoreEventsViewProps) {
  return <DayGroups groups={groupByDay(events, teasers, { filtered, hasMore, after })} variant={variant} continues={continues} />;
}
