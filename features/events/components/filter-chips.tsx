import { fill } from '@/i18n/client-texts';
import { dayDate, formatDate } from '@/i18n/format-date';
import {
  emptyState,
  FILTER_KEYS,
  sameState,
  setDate,
  setDateTo,
  setFilter,
  setQuick,
  showResetButton,
  toSearch,
  type FilterState,
} from '../filter-state';
import type { FiltersApi } from './filter-context.client';
import styles from './filters.module.css';

/**
 * Removable chips of the selected filters, quick filter and days, and the Reset filter button (docs/requirements.md §2
 * rule). Each is a link to the list without it. Rendered on the server for the events page, where
 * ListNavigation follows the links (`data-list-nav`); with `apply` (the API island) a click applies
 * the change in place.
 */
export function FilterChips({
  config,
  state,
  apply,
  reset,
}: Pick<FiltersApi, 'config' | 'state'> & Partial<Pick<FiltersApi, 'apply' | 'reset'>>) {
  const t = config.texts.filters;
  const chips: { key: string; label: string; next: FilterState }[] = [];
  const day = (iso: string) =>
    formatDate(dayDate(iso), config.locale, { day: 'numeric', month: 'long', year: 'numeric' });
  if (state.quick) chips.push({ key: 'quick', label: t.quick[state.quick], next: setQuick(state, null) });
  if (state.date) chips.push({ key: 'date', label: day(state.date), next: setDate(state, null) });
  if (state.dateTo)
    chips.push({ key: 'dateTo', label: fill(t.untilDate, { date: day(state.dateTo) }), next: setDateTo(state, null) });
  for (const key of FILTER_KEYS) {
    const value = state.filter[key];
    if (value === null) continue;
    const option = config.options[key].find((o) => String(o.id) === String(value));
    chips.push({ key, label: option?.name ?? String(value), next: setFilter(state, key, null) });
  }
  if (!chips.length) return null;
  const resetState = config.resetState ?? emptyState();
  // Followed by ListNavigation, or applied here.
  const follow = (run: (() => void) | undefined) =>
    run
      ? {
          onClick: (e: { preventDefault: () => void }) => {
            e.preventDefault();
            run();
          },
        }
      : { 'data-list-nav': '' };
  return (
    <div className={styles.chips}>
      <ul aria-label={t.activeFilters}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <a
              className={styles.chip}
              href={`${config.basePath}${toSearch(chip.next)}`}
              aria-label={fill(t.removeFilter, { name: chip.label })}
              {...follow(apply && (() => apply(chip.next)))}
            >
              {chip.label}
              <span aria-hidden="true"> ×</span>
            </a>
          </li>
        ))}
      </ul>
      {/* Reset never shows where it would change nothing (a page module's own scope). */}
      {showResetButton(state) && !sameState(state, resetState) && (
        <a className={styles.reset} href={`${config.basePath}${toSearch(resetState)}`} {...follow(reset)}>
          {t.resetFilter}
        </a>
      )}
    </div>
  );
}
