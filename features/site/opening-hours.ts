/** One entry of the opening hours lists (docs/requirements.md §3). */
export type OpeningHoursEntry = {
  time_from: string | null;
  time_to: string | null;
  closed: boolean;
  alternative_link_url: string | null;
  alternative_text: string | null;
};

export type OpeningHoursToday = { opening_hours: OpeningHoursEntry[]; opening_hours_exceptions: OpeningHoursEntry[] };

/**
 * Berlin's offset from UTC in minutes at an instant: the EU rule (summer time from the last Sunday
 * of March to the last Sunday of October, 01:00 UTC both). This runs in the header on every page,
 * where the first time-zone formatter of `Intl` costs a task of ~150 ms on Lighthouse's phone CPU
 * (loading the zone data) and date-fns-tz ~10 KB gzip; tests/unit/opening-hours.test.ts checks the
 * rule against the time-zone database (`Intl`, zone `timeZone`) for every hour of 2020–2040.
 */
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

/** Wall-clock date ('yyyy-MM-dd'), weekday (0 = Sunday) and time ('HH:mm') of an instant in Europe/Berlin. */
export function berlinClock(now: Date): { date: string; weekday: number; time: string } {
  const wall = new Date(now.getTime() + berlinOffsetMinutes(now) * 60_000);
  return {
    date: `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    weekday: wall.getUTCDay(),
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
  };
}

/** The instant of a Berlin wall-clock time ('HH:mm') on a Berlin day ('yyyy-MM-dd'); opening hours never fall in the night's summer-time switch. */
export function berlinInstant(date: string, time: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, h, min);
  return wall - berlinOffsetMinutes(new Date(wall)) * 60_000;
}

/** The Berlin day after `date` ('yyyy-MM-dd'). */
export function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
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
