import { berlinDay } from '@/features/events/date-param';
import { emptyState, setFilter } from '@/features/events/filter-state';
import { EventsList } from '@/features/events/components/events-list';
import { getProgrammeOptions } from '@/features/events/server/options';
import type { BlockComponent } from '../types';
import styles from './layout-blocks.module.css';

/**
 * Event-list page module (SPEC 3): the programme's list from date_from (default now) up to date_to,
 * optionally for one tag (its id or name), with the filter dropdowns when the module names filters.
 */
export const EventListBlock: BlockComponent<'eventlist'> = async ({ block, ctx }) => {
  const options = await getProgrammeOptions(ctx.locale);
  const wanted = block.tag.trim().toLowerCase();
  const tag = wanted ? options.tag.find((t) => String(t.id) === wanted || t.name.toLowerCase() === wanted) : undefined;
  const from = block.date_from ? berlinDay(new Date(block.date_from)) : null;
  const state = { ...setFilter(emptyState(), 'tag', tag ? Number(tag.id) : null), date: from };
  return (
    <section className={`block ${styles.eventList}`} aria-labelledby={block.headline ? `${block.id}-title` : undefined}>
      {block.headline && <h2 id={`${block.id}-title`}>{block.headline}</h2>}
      <EventsList
        locale={ctx.locale}
        state={state}
        scope={{ dateTo: block.date_to ? berlinDay(new Date(block.date_to)) : null }}
        showFilters={block.filters.some((f) => f !== 'next_3_days' && f !== 'weekend')}
        showCalendar={false}
      />
    </section>
  );
};
