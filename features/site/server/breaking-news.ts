import 'server-only';
import { and, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
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

async function readBreakingNews(locale: Locale, now = new Date()): Promise<BreakingNews[]> {
  const t = schema.breakingNews;
  const rows = await db()
    .select()
    .from(t)
    .where(
      and(
        eq(t.isActive, true),
        or(isNull(t.onlineFrom), lte(t.onlineFrom, now)),
        or(isNull(t.onlineTo), gte(t.onlineTo, now)),
      ),
    )
    .orderBy(desc(t.id));
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
