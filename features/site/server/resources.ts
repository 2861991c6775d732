import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema, type Db } from '@/lib/db';
import { affects } from '@/lib/write-effects';
import { defineResource, filterFlag, isoDay } from '@/features/resources';
import { localizedText } from '@/features/resources/server';
import { alertSiteState } from '../alert-site-state';
import { shownAlertId } from './breaking-news';
import {
  alertSchema,
  openingHoursExceptionSchema,
  openingHoursSchema,
  type AlertInput,
  type OpeningHoursExceptionInput,
  type OpeningHoursInput,
} from '../resources/schemas';

const { openingHours: oh, openingHoursExceptions: ex, breakingNews: news } = schema;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const hoursOf = (r: {
  timeFrom: string | null;
  timeTo: string | null;
  closed: boolean;
  alternativeLinkUrl: string | null;
  alternativeText: Record<string, string> | null;
  position: number;
}) => ({
  time_from: r.timeFrom,
  time_to: r.timeTo,
  closed: r.closed,
  alternative_link_url: r.alternativeLinkUrl,
  alternative_text: r.alternativeText ?? {},
  position: r.position,
});
const hoursColumns = (d: OpeningHoursInput | OpeningHoursExceptionInput) => ({
  timeFrom: d.closed ? null : d.time_from,
  timeTo: d.closed ? null : d.time_to,
  closed: d.closed,
  alternativeLinkUrl: d.alternative_link_url || null,
  alternativeText: d.alternative_text,
  position: d.position,
});
const describeHours = (r: { closed: boolean; time_from: string | null; time_to: string | null }) =>
  r.closed ? 'closed' : `${r.time_from}–${r.time_to}`;

async function readHours(database: Db, id: number) {
  const [r] = await database.select().from(oh).where(eq(oh.id, id));
  return r ? { id: r.id, weekday: r.weekday, ...hoursOf(r), valid_from: r.validFrom, valid_to: r.validTo } : null;
}
type HoursRecord = NonNullable<Awaited<ReturnType<typeof readHours>>>;

export const openingHoursResource = defineResource({
  name: 'opening-hours',
  table: oh,
  role: 'editor',
  schema: openingHoursSchema,
  search: [],
  orderings: { weekday: oh.weekday, position: oh.position },
  read: readHours,
  async create(tx, d, id) {
    const [row] = await tx
      .insert(oh)
      .values({
        ...hoursColumns(d),
        weekday: d.weekday,
        validFrom: d.valid_from,
        validTo: d.valid_to,
        ...(id ? { id } : {}),
      })
      .returning({ id: oh.id });
    return row.id;
  },
  async update(tx, id, d) {
    await tx
      .update(oh)
      .set({ ...hoursColumns(d), weekday: d.weekday, validFrom: d.valid_from, validTo: d.valid_to })
      .where(eq(oh.id, id));
  },
  async remove(tx, id) {
    await tx.delete(oh).where(eq(oh.id, id));
  },
  label: (r: HoursRecord) => `${WEEKDAYS[r.weekday]} ${describeHours(r)}`,
  tags: () => affects('opening-hours'),
});

async function readException(database: Db, id: number) {
  const [r] = await database.select().from(ex).where(eq(ex.id, id));
  return r ? { id: r.id, date_from: r.dateFrom, date_to: r.dateTo, ...hoursOf(r) } : null;
}
type ExceptionRecord = NonNullable<Awaited<ReturnType<typeof readException>>>;

export const openingHoursExceptionResource = defineResource({
  name: 'opening-hours-exceptions',
  table: ex,
  role: 'editor',
  schema: openingHoursExceptionSchema,
  search: [localizedText(ex.alternativeText)],
  orderings: { date_from: ex.dateFrom, position: ex.position },
  defaultOrdering: 'date_from',
  filters: {
    schema: z.object({ day: isoDay.optional() }),
    where: (f) => [f.day ? eq(ex.dateFrom, f.day) : undefined],
  },
  read: readException,
  async create(tx, d, id) {
    const [row] = await tx
      .insert(ex)
      .values({ ...hoursColumns(d), dateFrom: d.date_from, dateTo: d.date_to, ...(id ? { id } : {}) })
      .returning({ id: ex.id });
    return row.id;
  },
  async update(tx, id, d) {
    await tx
      .update(ex)
      .set({ ...hoursColumns(d), dateFrom: d.date_from, dateTo: d.date_to })
      .where(eq(ex.id, id));
  },
  async remove(tx, id) {
    await tx.delete(ex).where(eq(ex.id, id));
  },
  label: (r: ExceptionRecord) =>
    `${r.date_from}${r.date_to !== r.date_from ? ` – ${r.date_to}` : ''} ${describeHours(r)}`,
  tags: () => affects('opening-hours'),
});

async function readAlert(database: Db, id: number) {
  const [r] = await database.select().from(news).where(eq(news.id, id));
  if (!r) return null;
  const now = new Date();
  const window = {
    is_active: r.isActive,
    online_from: r.onlineFrom?.toISOString() ?? null,
    online_to: r.onlineTo?.toISOString() ?? null,
  };
  return {
    // Whether the site shows this alert, or why not (one alert shows at a time: the newest online).
    site_state: alertSiteState({ id: r.id, ...window }, await shownAlertId(database, now), now),
    id: r.id,
    title: r.title,
    text: r.text,
    link_url: r.linkUrl ?? {},
    link_title: r.linkTitle ?? {},
    is_active: r.isActive,
    online_from: r.onlineFrom?.toISOString() ?? null,
    online_to: r.onlineTo?.toISOString() ?? null,
    updated_at: r.updatedAt.toISOString(),
  };
}
type AlertRecord = NonNullable<Awaited<ReturnType<typeof readAlert>>>;
const alertColumns = (d: AlertInput) => ({
  title: d.title,
  text: d.text,
  linkUrl: d.link_url,
  linkTitle: d.link_title,
  isActive: d.is_active,
  onlineFrom: d.online_from ? new Date(d.online_from) : null,
  onlineTo: d.online_to ? new Date(d.online_to) : null,
});

export const alertResource = defineResource({
  name: 'alerts',
  table: news,
  role: 'editor',
  schema: alertSchema,
  search: [localizedText(news.title), localizedText(news.text)],
  orderings: { updated_at: news.updatedAt, online_from: news.onlineFrom },
  defaultOrdering: 'updated_at',
  filters: {
    schema: z.object({ is_active: filterFlag('is_active') }),
    where: (f) => [f.is_active === undefined ? undefined : eq(news.isActive, f.is_active)],
  },
  read: readAlert,
  async create(tx, d, id) {
    const [row] = await tx
      .insert(news)
      .values({ ...alertColumns(d), ...(id ? { id } : {}) })
      .returning({ id: news.id });
    return row.id;
  },
  async update(tx, id, d) {
    await tx
      .update(news)
      .set({ ...alertColumns(d), updatedAt: new Date() })
      .where(eq(news.id, id));
  },
  async remove(tx, id) {
    await tx.delete(news).where(eq(news.id, id));
  },
  label: (r: AlertRecord) => r.title.de ?? `Alert ${r.id}`,
  tags: () => affects('alert'),
  // Another alert's change moves which one shows: no edit conflict for that.
  derived: ['site_state'],
});
