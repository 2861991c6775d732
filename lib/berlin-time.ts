import { formatInTimeZone } from 'date-fns-tz';
import { timeZone } from '@/i18n/config';

/**
 * Berlin time, the museum's wall clock, in one place: calendar days, wall time ↔ UTC instants and
 * the values of date-time inputs. Everything goes through date-fns-tz (the time-zone database),
 * except the header's clock below; nothing here depends on the zone of the computer it runs on.
 */

const WALL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The Berlin calendar day of an instant, as ISO day (yyyy-MM-dd). */
export function berlinDay(instant: Date | string): string {
  return formatInTimeZone(new Date(instant), timeZone, 'yyyy-MM-dd');
}

const HOUR = 3_600_000;
let wallParts: Intl.DateTimeFormat | undefined;

/**
 * Berlin's offset from UTC (ms) at an instant, read from the time-zone database through Intl (made on
 * first use: public pages that only show the header's clock never pay for it). date-fns-tz's
 * getTimezoneOffset answers +2 h for the hour after the October change, which is +1 h.
 */
function berlinOffsetAt(instant: number): number {
  wallParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const part = Object.fromEntries(wallParts.formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant of a Berlin wall time, whatever the zone of the computer this runs on. The two nights
 * the clocks change are decided as browsers and Temporal ('compatible') decide them: a time the
 * spring night skips (02:30 on the last Sunday of March) is taken an hour later, as the clock would
 * show it (03:30 summer time); a time the autumn night has twice (02:30 on the last Sunday of October)
 * is the first of the two (summer time). date-fns-tz's fromZonedTime gave the spring time an hour
 * early (01:30, so it reopened an hour before it was entered) and the autumn time by the computer's zone.
 */
function berlinWallToInstant(y: number, mo: number, d: number, h: number, mi: number): Date {
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const before = berlinOffsetAt(wall - 24 * HOUR);
  const after = berlinOffsetAt(wall + 24 * HOUR);
  const fits = [wall - before, wall - after].filter((instant) => berlinOffsetAt(instant) === wall - instant);
  // No fit: the skipped hour, read with the offset in force before the change (an hour later).
  return new Date(fits.length ? Math.min(...fits) : wall - before);
}

/** A wall time 'yyyy-MM-ddTHH:mm' in Berlin as an instant; null when it is none. */
function parseBerlinWall(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  return berlinWallToInstant(y, mo, d, h, mi);
}

/** Midnight in Berlin at the start of an ISO day, as an instant. */
export function startOfBerlinDay(isoDay: string): Date {
  return parseBerlinWall(`${isoDay}T00:00`) ?? new Date(Number.NaN);
}

/** Calendar arithmetic on ISO days; UTC noon keeps it clear of any DST shift. */
export function addDays(isoDay: string, days: number): string {
  const d = new Date(`${isoDay}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The instant of a Berlin wall time ('HH:mm') on an ISO day. */
export function berlinAt(isoDay: string, time: string): Date {
  return parseBerlinWall(`${isoDay}T${time}`) ?? new Date(Number.NaN);
}

/**
 * Berlin's wall clock at an instant as a datetime-local value (yyyy-MM-ddTHH:mm). A value that is
 * already one is returned as it is: react-admin formats an input's value twice, and reading the
 * wall time back as an instant would shift it by the browser's own offset.
 */
export function toBerlinInput(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && WALL.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatInTimeZone(date, timeZone, "yyyy-MM-dd'T'HH:mm");
}

/** A datetime-local value read as Berlin wall time, as a UTC instant (ISO); null when it is no date. */
export function fromBerlinInput(local: string): string | null {
  return parseBerlinWall(local)?.toISOString() ?? null;
}

/** A datetime-local value read as Berlin wall time, as ISO 8601 with Berlin's offset; '' when it is no date. */
export function berlinWithOffset(local: string): string {
  const instant = parseBerlinWall(local);
  return instant ? formatInTimeZone(instant, timeZone, "yyyy-MM-dd'T'HH:mm:ssXXX") : '';
}

/** Display options for a date and time on Berlin's clock (for Intl and react-admin's DateField). */
export const BERLIN_DATE_TIME = { timeZone, dateStyle: 'short', timeStyle: 'short' } as const;

/** The time of day (hours and minutes) of an instant on Berlin's clock, in the given language; '' for none. */
export function formatBerlinTime(instant: Date | string | null, locale?: string): string {
  return instant
    ? new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(instant))
    : '';
}

export type BerlinFormat = 'date' | 'dateTime' | 'time';
const BERLIN_FORMATS: Record<BerlinFormat, Intl.DateTimeFormatOptions> = {
  date: { timeZone, dateStyle: 'medium' },
  dateTime: { timeZone, dateStyle: 'medium', timeStyle: 'short' },
  time: { timeZone, timeStyle: 'short' },
};
const formatters = new Map<string, Intl.DateTimeFormat>();
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An instant (or a calendar day 'yyyy-MM-dd', which is that day and not its UTC midnight) on Berlin's
 * clock in a language ('de-DE' 05.12.2026, 17:30; 'en-GB' 5 Dec 2026, 17:30; 'cs-CZ' 5. 12. 2026 17:30);
 * '' for none.
 */
export function formatBerlin(
  value: Date | string | null | undefined,
  locale: string,
  kind: BerlinFormat = 'dateTime',
): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = typeof value === 'string' && ISO_DAY.test(value) ? berlinAt(value, '12:00') : new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const key = `${locale}|${kind}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, BERLIN_FORMATS[kind])));
  return format.format(instant);
}

/** Date and time of an instant on Berlin's clock, short, in the given (or the browser's) language. */
export function formatBerlinDateTime(instant: Date | string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, BERLIN_DATE_TIME).format(new Date(instant));
}

/*
 * The header's clock (opening hours, on every public page) computes Berlin's offset with the EU rule
 * instead: summer time from the last Sunday of March to the last Sunday of October, 01:00 UTC both.
 * The first time-zone formatter of `Intl` costs a task of ~150 ms on a slow phone (loading the zone
 * data) and date-fns-tz ~10 kB gzip; tests/unit/opening-hours.test.ts checks the rule against the
 * time-zone database for every hour of 2020–2040.
 */

/** Minutes Berlin is ahead of UTC at an instant (60 in winter, 120 in summer). */
function berlinOffsetMinutes(now: Date): number {
  const year = now.getUTCFullYear();
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0, 1));
    return last.getTime() - last.getUTCDay() * 86_400_000;
  };
  const t = now.getTime();
  return t >= lastSunday(2) && t < lastSunday(9) ? 120 : 60;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Wall-clock date ('yyyy-MM-dd'), weekday (0 = Sunday) and time ('HH:mm') of an instant in Berlin. */
export function berlinClock(now: Date): { date: string; weekday: number; time: string } {
  const wall = new Date(now.getTime() + berlinOffsetMinutes(now) * 60_000);
  return {
    date: `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    weekday: wall.getUTCDay(),
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
  };
}

/** An instant as Berlin wall time, "2026-12-12 14:00" (what staff read on the programme); '' for none. */
export function berlinWallTime(instant: Date | null): string {
  if (!instant) return '';
  const { date, time } = berlinClock(instant);
  return `${date} ${time}`;
}

/** The calendar day and weekday (0 = Sunday) of an instant in Berlin, by the header's clock. */
export function berlinCalendarDay(now: Date): { date: string; weekday: number } {
  const { date, weekday } = berlinClock(now);
  return { date, weekday };
}

/** The instant (ms) of a Berlin wall time ('HH:mm') on a day, by the header's clock; opening hours never fall in the night's switch. */
export function berlinInstant(date: string, time: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, h, min);
  return wall - berlinOffsetMinutes(new Date(wall)) * 60_000;
}
