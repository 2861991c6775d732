'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { clientOnly } from '@/components/client-only.client';
import { useFilters } from './filter-context.client';
import { FilterControls } from './filter-controls.client';
import { FILTER_KEYS } from '../filter-state';
import styles from './filters.module.css';

// The calendar and its data load only when a visitor opens it (clientOnly, not next/dynamic: the
// events page has no other next/dynamic, so its loader would be first-load JavaScript for this alone).
const EventCalendar = clientOnly(() => import('./calendar.client').then((m) => m.EventCalendar));

/**
 * Filters of the events list: the optional calendar first, then the dropdowns (desktop), or the
 * modal variant with Calendar and Filter buttons (small screens); the quick filters and the chips
 * with Reset below, given by the list (QuickFilters, FilterChips): the events page renders them on
 * the server, so their code is not in its first load.
 */
export function FilterBar({ quick, chips }: { quick: ReactNode; chips: ReactNode }) {
  const { config, state } = useFilters();
  const t = config.texts.filters;
  const date = state.date;
  const hasDropdowns = (config.filterKeys ?? FILTER_KEYS).some((key) => config.options[key].length > 0);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [modal, setModal] = useState<null | 'calendar' | 'filter'>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const popover = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (modal && !el.open) el.showModal();
    if (!modal && el.open) el.close();
  }, [modal]);

  useEffect(() => {
    if (!calendarOpen) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !popover.current?.contains(e.target as Node)) setCalendarOpen(false);
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
        onSubmit={(e) => {
          // With JavaScript a change applies at once; the submit button then leads to the results.
          e.preventDefault();
          const section = e.currentTarget.closest('section');
          // The page's results (ListResults) or, in the API island, the list right after the bar.
          const results = (section?.parentElement?.querySelector('[data-list-results]') ?? section?.nextElementSibling ?? null) as HTMLElement | null;
          results?.setAttribute('tabindex', '-1');
          results?.focus();
        }}
      >
        {config.showCalendar && (
          <div className={`${styles.field} ${styles.needsScript}`} ref={popover}>
            <span className={styles.fieldLabel}>{t.filter.date}</span>
            <button type="button" className={styles.dateButton} aria-expanded={calendarOpen} onClick={() => setCalendarOpen((o) => !o)}>
              {date ? date.split('-').reverse().join('.') : t.chooseDate}
            </button>
            {calendarOpen && (
              <div className={styles.popover}>
                <EventCalendar onPicked={() => setCalendarOpen(false)} />
              </div>
            )}
          </div>
        )}
        <FilterControls idPrefix="events-filter" />
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
          <button type="button" className="button button--secondary" onClick={() => setModal('calendar')}>
            {t.calendarButton}
          </button>
        )}
        {hasDropdowns && (
          <button type="button" className="button button--secondary" onClick={() => setModal('filter')}>
            {t.filterButton}
          </button>
        )}
      </div>
      {quick}
      <dialog ref={dialog} className={styles.dialog} aria-label={modal === 'calendar' ? t.calendarButton : t.filterButton} onClose={() => setModal(null)}>
        <div className={styles.dialogHead}>
          <h2>{modal === 'calendar' ? t.calendarButton : t.filterButton}</h2>
          <button type="button" className={styles.close} onClick={() => setModal(null)} aria-label={t.close}>
            ×
          </button>
        </div>
        {modal === 'calendar' && <EventCalendar onPicked={() => setModal(null)} />}
        {modal === 'filter' && (
          <div className={styles.modalList}>
            <FilterControls idPrefix="events-modal" />
            <button type="button" className="button" onClick={() => setModal(null)}>
              {t.showResults}
            </button>
          </div>
        )}
      </dialog>
      {chips}
    </section>
  );
}
