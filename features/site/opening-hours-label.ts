import { addDays, berlinCalendarDay, berlinClock, berlinInstant } from '@/lib/berlin-time';
import type { OpeningHoursEntry, OpeningHoursToday } from './opening-hours';

/** Message templates with a {time} placeholder, in the visitor's language. */
export type OpeningLabelTexts = {
  openFrom: (time: string) => string;
  openUntil: (time: string) => string;
  open: (time: string) => string;
  closed: string;
};

export type OpeningLabel = {
  state: 'early' | 'open' | 'late' | 'closed' | 'ranges';
  text: string;
  /** Note and link of the deciding entry (e.g. 'Christmas market', or why it is closed). */
  note: string | null;
  link: string | null;
};

const hhmm = (time: string) => time.slice(0, 5);

/** docs/requirements.md §4: German appends ' Uhr' to a time. */
function formatOpeningTime(time: string, locale: string): string {
  return locale === 'de' ? `${time} Uhr` : time;
}

/** Exceptions override the regular hours for the whole day (docs/requirements.md §4). */
function entriesOfToday(data: OpeningHoursToday): OpeningHoursEntry[] {
  return data.opening_hours_exceptions.length > 0 ? data.opening_hours_exceptions : data.opening_hours;
}

type Span = { from: string; to: string; entry: OpeningHoursEntry };

/**
 * Today's opening times in order. Ranges that overlap or touch are one (two exceptions for one day,
 * say a staff's all-day opening over the Christmas market's 11:00-20:00): the visitor is told when
 * the village is open, not which entries say so; the note is the earliest range's.
 */
function openSpans(entries: OpeningHoursEntry[]): Span[] {
  const sorted = entries
    .filter((e) => !e.closed && e.time_from && e.time_to)
    .map((e) => ({ from: hhmm(e.time_from!), to: hhmm(e.time_to!), entry: e }))
    .sort((a, b) => a.from.localeCompare(b.from));
  const spans: Span[] = [];
  for (const span of sorted) {
    const previous = spans.at(-1);
    if (!previous || span.from > previous.to) spans.push({ ...span });
    else if (span.to > previous.to) previous.to = span.to;
  }
  return spans;
}

const joinRanges = (spans: Span[]) => spans.map((s) => `${s.from}–${s.to}`).join(', ');

/**
 * Today's opening-hours label for the header's top bar (docs/requirements.md §4): before opening 'Open from',
 * while open 'Open until', after closing or on a closed day 'Closed'; several entries show the
 * joined ranges. `now` is compared in Europe/Berlin wall-clock time, so DST days work.
 */
export function openingHoursLabel(
  data: OpeningHoursToday,
  now: Date,
  locale: string,
  texts: OpeningLabelTexts,
): OpeningLabel {
  const entries = entriesOfToday(data);
  const spans = openSpans(entries);
  const noteOf = (entry: OpeningHoursEntry | undefined) => ({
    note: entry?.alternative_text ?? null,
    link: entry?.alternative_link_url ?? null,
  });
  if (spans.length === 0) return { state: 'closed', text: texts.closed, ...noteOf(entries[0]) };

  const clock = berlinClock(now).time;
  const last = spans[spans.length - 1];
  if (clock >= last.to) return { state: 'late', text: texts.closed, ...noteOf(last.entry) };
  if (spans.length > 1)
    return {
      state: 'ranges',
      text: texts.open(formatOpeningTime(joinRanges(spans), locale)),
      ...noteOf(spans[0].entry),
    };

  const [only] = spans;
  if (clock < only.from)
    return { state: 'early', text: texts.openFrom(formatOpeningTime(only.from, locale)), ...noteOf(only.entry) };
  return { state: 'open', text: texts.openUntil(formatOpeningTime(only.to, locale)), ...noteOf(only.entry) };
}

/**
 * The label rendered on the server: it must stay true all day while the page is cached, so it
 * names today's hours instead of the state at render time. JavaScript then shows the live state.
 */
export function openingHoursSummary(
  data: OpeningHoursToday,
  locale: string,
  texts: Pick<OpeningLabelTexts, 'open' | 'closed'>,
): string {
  const spans = openSpans(entriesOfToday(data));
  return spans.length === 0 ? texts.closed : texts.open(formatOpeningTime(joinRanges(spans), locale));
}

/** Today's labels from each instant they start at, and when the day ends (then today's hours are stale). */
export type OpeningSchedule = { date: string; end: number; steps: ({ at: number } & OpeningLabel)[] };

/**
 * Today's labels in advance, made on the server: the label only changes at an entry's opening or
 * closing time, so it is computed at the day's start and at each of those. The header then shows
 * the live state by picking the step for the current instant, without the label rules and Berlin
 * time in every page's first load (issue #19); tests/unit/opening-hours-label.test.ts holds the
 * steps to openingHoursLabel for every minute of a day.
 */
export function openingSchedule(
  data: OpeningHoursToday,
  now: Date,
  locale: string,
  texts: OpeningLabelTexts,
): OpeningSchedule {
  const date = berlinCalendarDay(now).date;
  const times = new Set(['00:00']);
  for (const entry of entriesOfToday(data))
    for (const time of [entry.time_from, entry.time_to]) if (time) times.add(hhmm(time));
  const steps: OpeningSchedule['steps'] = [];
  for (const at of [...times].map((time) => berlinInstant(date, time)).sort((a, b) => a - b)) {
    const label = openingHoursLabel(data, new Date(at), locale, texts);
    const previous = steps.at(-1);
    if (!previous || previous.text !== label.text || previous.note !== label.note || previous.link !== label.link)
      steps.push({ at, ...label });
  }
  return { date, end: berlinInstant(addDays(date, 1), '00:00'), steps };
}
