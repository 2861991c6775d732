'use client';

import { FILTER_KEYS, setFilter } from '../filter-state';
import { useFilters } from './filter-context.client';
import styles from './filters.module.css';

/**
 * The dropdown filters Location, Exhibition Type, Tags, Series, Genre (SPEC 2). Native selects in a
 * GET form: with JavaScript a change applies at once, without it the Apply button submits the form.
 */
export function FilterControls({ idPrefix }: { idPrefix: string }) {
  const { config, state, apply } = useFilters();
  const t = config.texts.filters;
  return (
    <div className={styles.selects}>
      {(config.filterKeys ?? FILTER_KEYS).map((key) => {
        const options = config.options[key];
        if (!options.length) return null;
        const id = `${idPrefix}-${key}`;
        return (
          <div key={key} className={styles.field}>
            <label htmlFor={id}>{t.filter[key]}</label>
            <select
              id={id}
              name={key}
              value={state.filter[key] ?? ''}
              onChange={(e) => apply(setFilter(state, key, e.target.value ? Number(e.target.value) : null))}
            >
              <option value="">{t.all}</option>
              {options.map((option) => (
                <option key={option.id} value={String(option.id)}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}
