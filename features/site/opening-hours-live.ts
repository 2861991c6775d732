import { berlinCalendarDay } from '@/lib/berlin-time';
import type { OpeningHoursToday } from './opening-hours';
import { openingHoursLabel, type OpeningLabel, type OpeningLabelTexts } from './opening-hours-label';

type Watch = {
  today: { data: OpeningHoursToday; date: string };
  locale: string;
  texts: OpeningLabelTexts;
  onLabel: (label: OpeningLabel) => void;
  /** The day has changed since the page was rendered: today's hours, fetched anew. */
  onNewDay: (today: { data: OpeningHoursToday; date: string }) => void;
};

/**
 * The header's live opening state (features/site OpeningHoursLabel): recomputed every minute,
 * refetched when the day has changed. A module of its own, imported after hydration: the server's
 * label shows until then, so its code (Berlin time, the label rules) is not in the first load.
 * Returns the function that stops it.
 */
export function watchOpeningHours({ today, locale, texts, onLabel, onNewDay }: Watch): () => void {
  let alive = true;
  const update = () => {
    const now = new Date();
    const current = berlinCalendarDay(now).date;
    if (current !== today.date) {
      // A page cached since yesterday carries yesterday's hours.
      fetch(`/api/opening-hours-today/?lang=${locale}`)
        .then((res) => (res.ok ? (res.json() as Promise<OpeningHoursToday>) : null))
        .then((fresh) => alive && fresh && onNewDay({ data: fresh, date: current }))
        .catch(() => undefined);
      return;
    }
    onLabel(openingHoursLabel(today.data, now, locale, texts));
  };
  update();
  const timer = window.setInterval(update, 60_000);
  return () => {
    alive = false;
    window.clearInterval(timer);
  };
}
