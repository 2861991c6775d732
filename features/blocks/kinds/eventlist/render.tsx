import {
  emptyState,
  FILTER_KEYS,
  QUICK_FILTERS,
  setFilter,
  type FilterKey,
  type FilterState,
  type QuickFilter,
} from '@/features/events';
import { berlinDay } from '@/lib/berlin-time';
import { EventsList, getProgrammeOptions } from '@/features/events/server';
import type { BlockComponent } from '../../types';
import styles from './event-list.module.css';

const isFilterKey = (name: string): name is FilterKey => (FILTER_KEYS as readonly string[]).includes(name);
const isQuickFilter = (name: string): name is QuickFilter => (QUICK_FILTERS as readonly string[]).includes(name);

/**
 * Event-list page module (docs/requirements.md §3): the programme's list from date_from (default now) up to date_to,
 * optionally for one tag (its id or name), with the filters the module names (dropdowns and the
 * quick filters next_3_days/weekend). date_to is part of the list's state, so the pages loaded
 * later from the API and the no-JS 'more' link stay within it; Reset returns to this scope.
 */
export const EventListBlock: BlockComponent<'eventlist'> = async ({ block, ctx }) => {
  const options = await getProgrammeOptions(ctx.locale);
  const wanted = block.tag.trim().toLowerCase();
  const tag = wanted ? options.tag.find((t) => String(t.id) === wanted || t.name.toLowerCase() === wanted) : undefined;
  const scope: FilterState = {
    ...setFilter(emptyState(), 'tag', tag ? Number(tag.id) : null),
    date: block.date_from ? berlinDay(new Date(block.date_from)) : null,
    dateTo: block.date_to ? berlinDay(new Date(block.date_to)) : null,
  };
  return (
    <section className={`block ${styles.eventList}`} aria-labelledby={block.headline ? `${block.id}-title` : undefined}>
      {block.headline && <h2 id={`${block.id}-title`}>{block.headline}</h2>}
      <EventsList
        locale={ctx.locale}
        state={scope}
        resetState={scope}
        filterKeys={block.filters.filter(isFilterKey)}
        quickFilters={block.filters.filter(isQuickFilter)}
        showCalendar={false}
      />
    </section>
  );
};
