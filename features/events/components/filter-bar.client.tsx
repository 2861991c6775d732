'use client';

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { clientOnly } from '@/components/client-only.client';
import { FiltersContext, useFilters } from './filter-context.client';
import { FILTER_KEYS, type FilterKey, type FilterState } from '../filter-state';
import styles from './filters.module.css';

// The calendar and its data, and the small screens' dialog, load only when a visitor opens them
// (clientOnly, not next/dynamic: the events page has no other next/dynamic, so its loader would be
// first-load JavaScript for this alone).
const EventCalendar = clientOnly(() => import('./calendar.client').then((m) => m.EventCalendar));
const FilterDialog = clientOnly(() => import('./filter-dialog.client').then((m) => m.FilterDialog));

type Modal = 'calendar' | 'filter';

/**
 * The events page's segment is new for every query, so each filter change mounts a new bar: a
 * change made in the open dialog carries it over to the next bar, with the focused control.
 * Closing the dialog drops it (the API island's bar stays; a later bar starts closed).
 */
let carried: { modal: Modal; focusId: string } | null = null;

type Props = {
  /** The dropdowns (FilterControls), the quick filters and the chips with Reset, given by the list:
   * the events page renders them on the server, so their code is not in its first load. */
  controls: ReactNode;
  quick: ReactNode;
  chips: ReactNode;
  /** For dropdowns rendered without `apply` (the events page's): a change of one. */
  onSelect?: (key: FilterKey, value: number | null) => void;
};

/**
 * Filters of the events list: the optional calendar first, then the dropdowns (desktop), or the
 * modal variant with Calendar and Filter buttons (small screens); the quick filters and the chips
 * with Reset below.
 */
export function FilterBar({ controls, quick, chips, onSelect }: Props) {
  const filters = useFilters();
  const { config, state } = filters;
  const t = config.texts.filters;
  const date = state.date;
  const hasDropdowns = (config.filterKeys ?? FILTER_KEYS).some((key) => config.options[key].length > 0);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [carry] = useState(() => carried);
  const [modal, setModal] = useState<Modal | null>(carry?.modal ?? null);
  const popover = useRef<HTMLDivElement>(null);
  const openers = useRef<Partial<Record<Modal, HTMLButtonElement | null>>>({});
  const open = useRef(modal);
  const focusedId = useRef('');
  useEffect(() => {
    open.current = modal;
  }, [modal]);
  // Taken over by this bar.
  useEffect(() => {
    carried = null;
  }, []);
  const dialogFilters = useMemo(
    () => ({
      ...filters,
      apply: (next: FilterState) => {
        if (open.current) carried = { modal: open.current, focusId: focusedId.current };
        filters.apply(next);
      },
    }),
    [filters],
  );
  const closeModal = () => {
    carried = null;
    // The button that opened it gets the focus back (also when it belongs to a newer bar).
    if (open.current) openers.current[open.current]?.focus();
    setModal(null);
  };

  useEffect(() => {
    if (!calendarOpen) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !popover.current?.contains(e.target as Node))
        setCalendarOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [calendarOpen]);

  return (
    <section className={styles.bar} aria-label={t.filtersLabel}>
      <form
        method="get"
        action={config.basePath}
        className={styles.inline}
        onChange={(e) => {
          const select = e.target;
          if (onSelect && select instanceof HTMLSelectElement)
            onSelect(select.name as FilterKey, select.value ? Number(select.value) : null);
        }}
        onSubmit={(e) => {
          // With JavaScript a change applies at once; the submit button then leads to the results.
          e.preventDefault();
          const section = e.currentTarget.closest('section');
          // The page's results (ListResults) or, in the API island, the list right after the bar.
          const results = (section?.parentElement?.querySelector('[data-list-results]') ??
            section?.nextElementSibling ??
            null) as HTMLElement | null;
          results?.setAttribute('tabindex', '-1');
          results?.focus();
        }}
      >
        {config.showCalendar && (
          <div className={`${styles.field} ${styles.needsScript}`} ref={popover}>
            <span className={styles.fieldLabel}>{t.filter.date}</span>
            <button
              type="button"
              className={styles.dateButton}
              aria-expanded={calendarOpen}
              onClick={() => setCalendarOpen((o) => !o)}
            >
              {date ? date.split('-').reverse().join('.') : t.chooseDate}
            </button>
            {calendarOpen && (
              <div className={styles.popover}>
                <EventCalendar onPicked={() => setCalendarOpen(false)} />
              </div>
            )}
          </div>
        )}
        {controls}
        {hasDropdowns && (
          // Always in the form (a form needs a submit button, WCAG H32): without JavaScript it applies
          // the filters; with it they apply on change, so it is shown only while focused.
          <button type="submit" className={`button button--small ${styles.apply}`}>
            <span className={styles.applyPlain}>{t.apply}</span>
            <span className={styles.applyScripted}>{t.showResults}</span>
          </button>
        )}
      </form>

      {/* Opens dialogs, so hidden without JavaScript (filters.module.css), where the form above shows instead.
          Full-size buttons, as tall as the quick filter pills below them (issue 19: a smaller row above). */}
      <div className={styles.modalButtons}>
        {config.showCalendar && (
          <button
            type="button"
            className="button button--secondary"
            ref={(el) => void (openers.current.calendar = el)}
            onClick={() => setModal('calendar')}
          >
            {t.calendarButton}
          </button>
        )}
        {hasDropdowns && (
          <button
            type="button"
            className="button button--secondary"
            ref={(el) => void (openers.current.filter = el)}
            onClick={() => setModal('filter')}
          >
            {t.filterButton}
          </button>
        )}
      </div>
      {quick}
      {modal && (
        <FiltersContext.Provider value={dialogFilters}>
          <FilterDialog
            kind={modal}
            onClose={closeModal}
            focusId={carry?.focusId}
            onFocusControl={(id) => (focusedId.current = id)}
          />
        </FiltersContext.Provider>
      )}
      {chips}
    </section>
  );
}
