import { QUICK_FILTERS } from '../date-param';
import { setQuick, toQuery } from '../filter-state';
import type { FiltersApi } from './filter-context.client';
import styles from './filters.module.css';

/**
 * The quick filters 'Next 3 days' and 'This weekend' as toggle buttons. Switching one on clears the
 * other and any picked date (they are alternative choices of days). Each toggle is a tiny GET form
 * carrying the resulting state, so without JavaScript it reloads the server-rendered list. Rendered
 * on the server for the events page, where ListNavigation submits them (`data-list-nav`); with
 * `apply` (the API island) a press applies the change in place.
 */
export function QuickFilters({
  config,
  state,
  apply,
}: Pick<FiltersApi, 'config' | 'state'> & Partial<Pick<FiltersApi, 'apply'>>) {
  const t = config.texts.filters;
  const offered = config.quickFilters ?? QUICK_FILTERS;
  if (!offered.length) return null;
  return (
    <div className={styles.quick} role="group" aria-label={t.quickLabel}>
      {offered.map((kind) => {
        const active = state.quick === kind;
        const next = setQuick(state, active ? null : kind);
        const follow = apply
          ? {
              onSubmit: (e: { preventDefault: () => void }) => {
                e.preventDefault();
                apply(next);
              },
            }
          : { 'data-list-nav': '' };
        return (
          <form key={kind} method="get" action={config.basePath} {...follow}>
            {Object.entries(toQuery(next)).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className={styles.toggle} aria-pressed={active}>
              {t.quick[kind]}
            </button>
          </form>
        );
      })}
    </div>
  );
}
