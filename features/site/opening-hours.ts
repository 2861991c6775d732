/** One entry of the opening hours: a regular weekday range or an exception for a date. */
export type OpeningHoursEntry = {
  time_from: string | null;
  time_to: string | null;
  closed: boolean;
  alternative_link_url: string | null;
  alternative_text: string | null;
};

export type OpeningHoursToday = { opening_hours: OpeningHoursEntry[]; opening_hours_exceptions: OpeningHoursEntry[] };

type Validity = { validFrom: string | null; validTo: string | null };

/** Regular entries apply on their weekday inside their season (inclusive dates, either end open). */
export function inSeason(entry: Validity, date: string) {
  return (!entry.validFrom || entry.validFrom <= date) && (!entry.validTo || entry.validTo >= date);
}
