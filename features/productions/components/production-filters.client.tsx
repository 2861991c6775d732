'use client';

import { useRef } from 'react';
import styles from './productions.module.css';

type Option = { id: number | string; name: string };
export type ProductionFilterValues = { season: number | null; exhibition_type: number | null; tag: number | null };
/** Made on the server (productions-list-page.tsx). */
export type ProductionFilterTexts = {
  filtersLabel: string;
  filter: Record<keyof ProductionFilterValues, string>;
  all: string;
  apply: string;
  resetFilters: string;
};

/**
 * Filters season, exhibition type and tag (docs/requirements.md §3 'Productions store'). A GET form: a change
 * submits it at once; the Apply button does too, and is all there is without JavaScript. Inside the
 * list's ListNavigation, which turns the submit into a client navigation.
 */
export function ProductionFilters({
  action,
  values,
  options,
  texts: t,
}: {
  action: string;
  values: ProductionFilterValues;
  options: Record<keyof ProductionFilterValues, Option[]>;
  texts: ProductionFilterTexts;
}) {
  const form = useRef<HTMLFormElement>(null);
  const keys = ['season', 'exhibition_type', 'tag'] as const;
  const active = keys.some((k) => values[k] !== null);
  return (
    <form
      ref={form}
      method="get"
      action={action}
      className={styles.filters}
      aria-label={t.filtersLabel}
      // With JavaScript the list's ListNavigation submits it as a client navigation (empty values
      // dropped, skeleton while loading); without, it is a plain GET.
      data-list-nav=""
    >
      {keys.map((key) => (
        <div key={key} className={styles.field}>
          <label htmlFor={`production-${key}`}>{t.filter[key]}</label>
          <select
            id={`production-${key}`}
            name={key}
            defaultValue={values[key] ?? ''}
            onChange={() => form.current?.requestSubmit()}
          >
            <option value="">{t.all}</option>
            {options[key].map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
      ))}
      {/* Shown with and without JavaScript: a form needs its submit button (WCAG H32), and a keyboard
          user may prefer it to the submit on change. */}
      <button type="submit" className="button button--small">
        {t.apply}
      </button>
      {active && (
        <a href={action} className={styles.reset} data-list-nav="">
          {t.resetFilters}
        </a>
      )}
    </form>
  );
}
