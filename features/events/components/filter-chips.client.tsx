'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { FILTER_KEYS, setDate, setFilter, showResetButton, toSearch, type FilterState } from '../filter-state';
import { useEventsApi, useEventsStore } from './events-context.client';
import { useFilterActions } from './use-filter-actions.client';
import styles from './filters.module.css';

/** Removable chips of the selected filters and date, and the Reset filter button (SPEC 2 rule). */
export function FilterChips() {
  const t = useTranslations('EventList');
  const format = useFormatter();
  const { config } = useEventsApi();
  const state = useEventsStore((s) => s.state);
  const { apply, reset } = useFilterActions();
  const chips: { key: string; label: string; next: FilterState }[] = [];
  if (state.date) {
    chips.push({ key: 'date', label: format.dateTime(new Date(`${state.date}T12:00:00Z`), { day: 'numeric', month: 'long', year: 'numeric' }), next: setDate(state, null) });
  }
  for (const key of FILTER_KEYS) {
    const value = state.filter[key];
    if (value === null) continue;
    const option = config.options[key].find((o) => String(o.id) === String(value));
    chips.push({ key, label: option?.name ?? String(value), next: setFilter(state, key, null) });
  }
  if (!chips.length) return null;
  return (
    <div className={styles.chips}>
      <ul aria-label={t('activeFilters')}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <a
              className={styles.chip}
              href={`${config.basePath}${toSearch(chip.next)}`}
              aria-label={t('removeFilter', { name: chip.label })}
              onClick={(e) => {
                e.preventDefault();
                apply(chip.next);
              }}
            >
              {chip.label}
              <span aria-hidden="true"> ×</span>
            </a>
          </li>
        ))}
      </ul>
      {showResetButton(state) && (
        <a
          className={styles.reset}
          href={config.basePath}
          onClick={(e) => {
            e.preventDefault();
            reset();
          }}
        >
          {t('resetFilter')}
        </a>
      )}
    </div>
  );
}
