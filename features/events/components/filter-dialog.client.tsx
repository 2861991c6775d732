'use client';

import { useEffect, useRef } from 'react';
import { EventCalendar } from './calendar.client';
import { useFilters } from './filter-context.client';
import { FilterControls } from './filter-controls';
import styles from './filters.module.css';

/**
 * The filter bar's modal on small screens: the calendar or the dropdowns. Its own chunk, loaded
 * with the calendar when a visitor first opens it. Every way out closes the <dialog> itself, whose
 * close event ends it (`onClose`, which gives the focus back to the button that opened it).
 */
type Props = {
  kind: 'calendar' | 'filter';
  onClose: () => void;
  /** A control to focus once open (carried over from the bar before a filter change). */
  focusId?: string;
  /** Told the id of every control that gets the focus. */
  onFocusControl: (id: string) => void;
};

export function FilterDialog({ kind, onClose, focusId, onFocusControl }: Props) {
  const filters = useFilters();
  const { config } = filters;
  const t = config.texts.filters;
  const dialog = useRef<HTMLDialogElement>(null);
  const title = kind === 'calendar' ? t.calendarButton : t.filterButton;
  const close = () => dialog.current?.close();

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    // Carried over from the bar before a filter change (filter-bar.client.tsx): the same control again.
    if (focusId) document.getElementById(focusId)?.focus();
  }, [focusId]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={title}
      onClose={onClose}
      onFocus={(e) => onFocusControl(e.target.id)}
    >
      <div className={styles.dialogHead}>
        <h2>{title}</h2>
        <button type="button" className={styles.close} onClick={close} aria-label={t.close}>
          ×
        </button>
      </div>
      {kind === 'calendar' ? (
        <EventCalendar onPicked={close} />
      ) : (
        <div className={styles.modalList}>
          <FilterControls {...filters} idPrefix="events-modal" />
          <button type="button" className="button" onClick={close}>
            {t.showResults}
          </button>
        </div>
      )}
    </dialog>
  );
}
