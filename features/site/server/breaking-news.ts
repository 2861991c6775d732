import 'server-only';
import { and, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { db, schema, type Db } from '@/lib/db';
import { cached, TAGS } from '@/lib/cache';
import { pick, type Locale } from '@/i18n/config';

/** Breaking-news alert as docs/requirements.md §3 shapes it. */
export type BreakingNews = {
  id: number;
  title: string;
  text: string;
  link: { url: string } | null;
  link_title: string;
};

const t = schema.breakingNews;

/** Active and inside the online window (either end may be open). */
const onlineAt = (now: Date) =>
  and(
    eq(t.isActive, true),
    or(isNull(t.onlineFrom), lte(t.onlineFrom, now)),
    or(isNull(t.onlineTo), gte(t.onlineTo, now)),
  );

/**
 * The site shows one top alert (the dismissal cookie names one): of those online, the one created
 * last. The same order serves the site and the back office's note on which alert shows.
 */
const shownFirst = desc(t.id);

/** The id of the alert the site shows now, or null (for the back office: alert-site-state.ts). */
export async function shownAlertId(database: Db, now = new Date()): Promise<number | null> {
  const [row] = await database.select({ id: t.id }).from(t).where(onlineAt(now)).orderBy(shownFirst).limit(1);
  return row?.id ?? null;
}

async function readBreakingNews(locale: Locale, now = new Date()): Promise<BreakingNews[]> {
  const rows = await db().select().from(t).where(onlineAt(now)).orderBy(shownFirst);
  return rows.map((r) => {
    const url = pick(r.linkUrl, locale);
    return {
      id: r.id,
      title: pick(r.title, locale) ?? '',
      text: pick(r.text, locale) ?? '',
      link: url ? { url } : null,
      link_title: pick(r.linkTitle, locale) ?? '',
    };
  });
}

// Alerts have online windows; a short revalidate keeps them close to their start and end times.
export const getBreakingNews = cached((locale: Locale) => readBreakingNews(locale), ['breaking-news'], {
  tags: [TAGS.breakingNews],
  revalidate: 60,
});
