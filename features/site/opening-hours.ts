import { timeZone } from '@/i18n/config';

/** One entry of SPEC section 3's opening hours lists. */
export type OpeningHoursEntry = {
  time_from: string | null;
  time_to: string | null;
  closed: boolean;
  alternative_link_url: string | null;
  alternative_text: string | null;
};

export type OpeningHoursToday = { opening_hours: OpeningHoursEntry[]; opening_hours_exceptions: OpeningHoursEntry[] };

// Intl instead of date-fns-tz: this runs in the header on every page, where the browser already
// knows the time zones and date-fns-tz would add about 10 KB gzip.
const berlinFormat = new Intl.DateTimeFormat('en-US', {
  timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Wall-clock date ('yyyy-MM-dd'), weekday (0 = Sunday) and time ('HH:mm') of an instant in Europe/Berlin. */
export function berlinClock(now: Date): { date: string; weekday: number; time: string } {
  const part = Object.fromEntries(berlinFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return { date: `${part.year}-${part.month}-${part.day}`, weekday: WEEKDAYS.indexOf(part.weekday), time: `${part.hour}:${part.minute}` };
}

/** The calendar day and weekday (0 = Sunday) of an instant in Europe/Berlin. */
export function berlinDay(now: Date): { date: string; weekday: number } {
  const { date, weekday } = berlinClock(now);
  return { date, weekday };
}

type Validity = { validFrom: string | null; validTo: string | null };

/** Regular entries apply on their weekday inside their season (inclusive dates, either end open). */
export function inSeason(entry: Validity, date: string) {
  return (!entry.validFrom || entry.validFrom <= date) && (!entry.validTo || entry.validTo >= date);
}
