import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { timeZone } from '@/i18n/config';

/** The Berlin calendar day of an instant, as ISO day. */
export function berlinDay(date: Date | string): string {
  return formatInTimeZone(typeof date === 'string' ? new Date(date) : date, timeZone, 'yyyy-MM-dd');
}

/** Midnight in Berlin at the start of an ISO day, as an instant. */
export function startOfBerlinDay(isoDay: string): Date {
  return fromZonedTime(`${isoDay}T00:00:00`, timeZone);
}

/** Calendar arithmetic on ISO days; UTC noon keeps it clear of any DST shift. */
export function addDays(isoDay: string, days: number): string {
  const d = new Date(`${isoDay}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
