import { berlinDay } from '@/lib/berlin-time';
import type { EventCardItem, TeaserCardItem } from './types';

type ListEntry = { kind: 'event'; item: EventCardItem } | { kind: 'teaser'; item: TeaserCardItem };
export type DayGroup = { day: string; entries: ListEntry[] };

/**
 * Groups the loaded events by Berlin day and interleaves the teasers by their position date
 * (docs/requirements.md §2). With filters active teasers are left out, and a day that would hold only teasers is
 * dropped. While more pages may follow, teasers positioned after the last loaded event wait, so
 * they never appear ahead of events that are not loaded yet. `after` (the last event shown before
 * these, when they continue a list) takes the teasers up to it as shown already.
 */
export function groupByDay(
  events: EventCardItem[],
  teasers: TeaserCardItem[],
  options: { filtered: boolean; hasMore: boolean; after?: string },
): DayGroup[] {
  const entries: ListEntry[] = events.map((item) => ({ kind: 'event', item }));
  if (!options.filtered && events.length) {
    const first = events[0].date_start;
    const last = events[events.length - 1].date_start;
    for (const teaser of teasers) {
      // A teaser belongs to the loaded range when its day is not before the first event's day
      // (continuing a list: when it comes after the last event shown before).
      if (options.after ? teaser.date_start <= options.after : berlinDay(teaser.date_start) < berlinDay(first))
        continue;
      if (options.hasMore && teaser.date_start > last) continue;
      entries.push({ kind: 'teaser', item: teaser });
    }
  }
  entries.sort((a, b) => (a.item.date_start < b.item.date_start ? -1 : a.item.date_start > b.item.date_start ? 1 : 0));
  const groups: DayGroup[] = [];
  for (const entry of entries) {
    const day = berlinDay(entry.item.date_start);
    const current = groups[groups.length - 1];
    if (current && current.day === day) current.entries.push(entry);
    else groups.push({ day, entries: [entry] });
  }
  return options.filtered ? groups.filter((g) => g.entries.some((e) => e.kind === 'event')) : groups;
}
