import { FILTER_KEYS, setFilter } from '../filter-state';
import type { FiltersApi } from './filter-context.client';
import styles from './filters.module.css';

/**
 * The dropdown filters Location, Exhibition Type, Tags, Series, Genre (docs/requirements.md §2). Native selects in a
 * GET form: with JavaScript a change applies at once, without it the Apply button submits the form.
 * Rendered on the server for the events page, whose bar applies a change (FilterBar `onSelect`), so
 * this code is not in its first load; with `apply` (the dialog, the API island) they apply it here.
 */
export function FilterControls({
  config,
  state,
  apply,
  idPrefix,
}: Pick<FiltersApi, 'config' | 'state'> & Partial<Pick<FiltersApi, 'apply'>> & { idPrefix: string }) {
  const t = config.texts.filters;
  return (
    <div className={styles.selects}>
      {(config.filterKeys ?? FILTER_KEYS).map((key) => {
        const options = config.options[key];
        if (!options.length) return null;
        const id = `${idPrefix}-${key}`;
        const value = state.filter[key] ?? '';
        const control = apply
          ? {
              value,
              onChange: (e: { target: { value: string } }) =>
                apply(setFilter(state, key, e.target.value ? Number(e.target.value) : null)),
            }
          : { defaultValue: value };
        return (
          <div key={key} className={styles.field}>
            <label htmlFor={id}>{t.filter[key]}</label>
            <select id={id} name={key} {...control}>
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
