'use client';

import { fill } from '@/i18n/client-texts';
import { useEffect, useMemo, useState } from 'react';
import { reportError } from '@/lib/report-client';
import { calendarUrl } from '../api-client';
import { berlinDay } from '@/lib/berlin-time';
import { formatDay } from '@/lib/params';
import { setDate, type FilterState } from '../filter-state';
import { useFilters } from './filter-context.client';
import { dayDate, formatDate } from '@/i18n/format-date';
import styles from './calendar.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** Answers by address, kept 5 minutes: reopening the calendar (or another month) asks again only after that. */
const answers = new Map<string, { at: number; dates: Promise<string[]> }>();
const FRESH_MS = 300_000;

function calendarDates(url: string): Promise<string[]> {
  const known = answers.get(url);
  if (known && Date.now() - known.at < FRESH_MS) return known.dates;
  const dates = fetch(url).then(async (res) => {
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return ((await res.json()) as { dates: string[] }).dates;
  });
  answers.set(url, { at: Date.now(), dates });
  dates.catch(() => answers.delete(url));
  return dates;
}

/** The days with events for the state's filters (GET /api/calendar/); null while loading. */
function useAvailableDays(state: FilterState): Set<string> | null {
  const url = calendarUrl(state);
  const [loaded, setLoaded] = useState<{ url: string; days: Set<string> } | null>(null);
  useEffect(() => {
    let alive = true;
    calendarDates(url).then(
      (dates) => alive && setLoaded({ url, days: new Set(dates) }),
      (error: unknown) => reportError(error, { where: 'events calendar' }),
    );
    return () => {
      alive = false;
    };
  }, [url]);
  return loaded?.url === url ? loaded.days : null;
}

/** Month calendar of the events list: only days with matching events (GET /api/calendar/) can be chosen. */
export function EventCalendar({ onPicked }: { onPicked?: () => void }) {
  const { config, state, apply } = useFilters();
  const t = config.texts.filters;
  const format = (date: Date, options: Intl.DateTimeFormatOptions) => formatDate(date, config.locale, options);
  const today = berlinDay(new Date());
  const [month, setMonth] = useState(() => (state.date ?? today).slice(0, 7));
  const loaded = useAvailableDays(state);
  const available = useMemo(() => loaded ?? new Set<string>(), [loaded]);

  const [year, monthIndex] = month.split('-').map(Number);
  const first = new Date(Date.UTC(year, monthIndex - 1, 1));
  const daysInMonth = new Date(Date.UTC(year, monthIndex, 0)).getUTCDate();
  const leading = (first.getUTCDay() + 6) % 7; // weeks start on Monday
  const shift = (delta: number) => {
    const d = new Date(Date.UTC(year, monthIndex - 1 + delta, 1));
    setMonth(`${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`);
  };
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    format(new Date(Date.UTC(2024, 0, 1 + i, 12)), { weekday: 'short' }),
  );

  return (
    <div className={styles.calendar} aria-busy={loaded === null}>
      <div className={styles.head}>
        <button
          type="button"
          onClick={() => shift(-1)}
          disabled={month <= today.slice(0, 7)}
          aria-label={t.previousMonth}
        >
          ‹
        </button>
        <p aria-live="polite">
          {format(new Date(Date.UTC(year, monthIndex - 1, 15)), { month: 'long', year: 'numeric' })}
        </p>
        <button type="button" onClick={() => shift(1)} aria-label={t.nextMonth}>
          ›
        </button>
      </div>
      <table className={styles.grid}>
        <thead>
          <tr>
            {weekdays.map((w) => (
              <th key={w} scope="col">
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: Math.ceil((leading + daysInMonth) / 7) }, (_, week) => (
            <tr key={week}>
              {Array.from({ length: 7 }, (_, dow) => {
                const day = week * 7 + dow - leading + 1;
                if (day < 1 || day > daysInMonth) return <td key={dow} />;
                const iso = `${month}-${pad(day)}`;
                const on = available.has(iso);
                return (
                  <td key={dow}>
                    <button
                      type="button"
                      className={iso === state.date ? styles.selected : undefined}
                      disabled={!on}
                      aria-pressed={iso === state.date}
                      aria-label={`${format(dayDate(iso), { weekday: 'long', day: 'numeric', month: 'long' })}${on ? '' : ` – ${t.noEventsThatDay}`}`}
                      onClick={() => {
                        apply(setDate(state, iso));
                        onPicked?.();
                      }}
                    >
                      {day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {state.date && (
        <button type="button" className={styles.clear} onClick={() => apply(setDate(state, null))}>
          {fill(t.clearDate, { date: formatDay(state.date) })}
        </button>
      )}
    </div>
  );
}
