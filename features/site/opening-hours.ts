import { formatInTimeZone } from 'date-fns-tz';
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

/** The calendar day and weekday (0 = Sunday) of an instant in Europe/Berlin. */
export function berlinDay(now: Date): { date: string; weekday: number } {
  const date = formatInTimeZone(now, timeZone, 'yyyy-MM-dd');
  const isoWeekday = Number(formatInTimeZone(now, timeZone, 'i'));
  return { date, weekday: isoWeekday % 7 };
}

type Validity = { validFrom: string | null; validTo: string | null };

/** Regular entries apply on their weekday inside their season (inclusive dates, either end open). */
export function inSeason(entry: Validity, date: string) {
  return (!entry.validFrom || entry.validFrom <= date) && (!entry.validTo || entry.validTo >= date);
}
