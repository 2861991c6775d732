import type { Locale } from '@/i18n/config';
import type { DayGroup } from '../day-groups';
import { EventCard, type EventStyle } from './event-card';
import { dayDate, formatDate } from '@/i18n/format-date';
import type { EventCardTexts } from './list-texts';
import { TeaserCard } from './teaser-card';
import styles from './event-days.module.css';

/**
 * Events by day with their heading, teasers in between. Rendered on the server for the events
 * page, and in the browser for the pages 'more' appends there (`continues`: the day the page
 * before ended with, whose heading is already shown).
 */
export function DayGroups({
  groups,
  variant,
  continues,
  locale,
  texts,
}: {
  groups: DayGroup[];
  variant: EventStyle;
  continues?: string;
  locale: Locale;
  texts: EventCardTexts;
}) {
  return groups.map((group) => (
    <section
      key={group.day}
      className={`${styles.day} ${group.day === continues ? styles.continued : ''}`}
      aria-labelledby={`day-${group.day}`}
    >
      {group.day !== continues && (
        <h2 id={`day-${group.day}`} className={styles.dayHeading}>
          {formatDate(dayDate(group.day), locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
        </h2>
      )}
      {group.entries.map((entry) =>
        entry.kind === 'event' ? (
          <EventCard key={`e${entry.item.id}`} event={entry.item} locale={locale} texts={texts} variant={variant} />
        ) : (
          <TeaserCard key={`t${entry.item.id}`} teaser={entry.item} />
        ),
      )}
    </section>
  ));
}
