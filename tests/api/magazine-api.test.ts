import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { type Db, schema } from '@/lib/db';
import { GET as getArticles } from '@/app/[locale]/api/articles/route';
import { GET as getTeaser } from '@/app/[locale]/api/articles-teaser/route';
import { GET as getCategories } from '@/app/api/article-categories/route';
import { articleTeaserCards, getArticle, getTags } from '@/features/magazine/server';

type Teaser = { id: number; title: string; url: string; date: string; categories: { id: number; name: string }[] };
type PagedTeasers = { count: number; next: string | null; previous: string | null; results: Teaser[] };

let db: Db;
let categories: Record<string, number>;
beforeAll(async () => {
  const t = await testDatabase({ demo: true });
  db = t.db;
  categories = (t.demo as unknown as { magazine: { categories: Record<string, number> } }).magazine.categories;
});

const list = async (locale: string, query = '') => {
  const res = await callRoute(getArticles, { url: `/${locale}/api/articles/${query}`, params: { locale } });
  return { status: res.status, json: res.json, body: res.json as unknown as PagedTeasers };
};

describe('GET /{locale}/api/articles/', () => {
  it('pages the articles newest first with next and previous links', async () => {
    const first = await list('de');
    expect(first.status).toBe(200);
    expect(first.body.count).toBeGreaterThanOrEqual(22);
    expect(first.body.results).toHaveLength(9);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toContain('page=2');
    const dates = first.body.results.map((a) => a.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const third = await list('de', '?page=3');
    expect(third.body.next).toBeNull();
    expect(third.body.previous).toContain('page=2');
    expect(first.body.results[0].url).toMatch(/^\/de\/mediathek-de\/[a-z0-9-]+\/\d+$/);
  });

  it('filters by category and shows only articles that exist in the language', async () => {
    const crafts = await list('en', `?category=${categories.crafts}`);
    expect(crafts.body.count).toBeGreaterThan(3);
    expect(crafts.body.results.every((a) => a.categories.some((c) => c.id === categories.crafts))).toBe(true);
    // The broom article has no Czech text: 22 in German, 21 in Czech.
    expect((await list('cs')).body.count).toBe((await list('de')).body.count - 1);
  });

  it('answers bad parameters with 400', async () => {
    expect((await list('de', '?category=abc')).status).toBe(400);
    expect((await list('de', '?page=0')).status).toBe(400);
    expect((await list('xx')).status).toBe(400);
    const empty = await list('de', '?category=99999');
    expect(empty.status).toBe(200);
    expect(empty.body.count).toBe(0);
  });
});

describe('GET /{locale}/api/articles-teaser/ and /api/article-categories/', () => {
  it('answers the newest article as a teaser', async () => {
    const res = await callRoute(getTeaser, { url: '/en/api/articles-teaser/', params: { locale: 'en' } });
    expect(res.status).toBe(200);
    expect(res.json.title).toBe('Restoring the tithe barn');
  });

  it('lists the categories in the language and an empty list on failure', async () => {
    const res = await callRoute(getCategories as never, { url: '/api/article-categories/?lang=cs' });
    expect(res.status).toBe(200);
    expect((res.json as unknown as { name: string }[]).map((c) => c.name)).toContain('Řemesla');
    await db.execute('alter table article_categories rename to article_categories_gone' as never);
    try {
      const failed = await callRoute(getCategories as never, { url: '/api/article-categories/' });
      expect(failed.status).toBe(200);
      expect(failed.json).toEqual([]);
    } finally {
      await db.execute('alter table article_categories_gone rename to article_categories' as never);
    }
  });
});

describe('article detail and tags', () => {
  it('reads an article with its blocks, tags and URLs in every language it exists in', async () => {
    const [row] = await db.select().from(schema.articles).limit(1);
    const article = await getArticle('de', row.id);
    expect(article?.body.length).toBeGreaterThan(0);
    expect(Object.keys(article!.urls).sort()).toEqual(['cs', 'de', 'en']);
    expect(article!.urls.en).toMatch(/^\/en\/mediathek-en\//);
  });

  it('counts the articles per tag', async () => {
    const tags = await getTags('de');
    expect(tags.find((t) => t.name === 'Restaurierung')?.count).toBe(5);
  });
});

describe('article teasers for the blog teaser list and highlight teaser modules', () => {
  it('gives the newest articles, or those of a category named in the language, with their images', async () => {
    const latest = await articleTeaserCards('en', { limit: 3 });
    expect(latest.cards.map((c) => c.headline)).toEqual([
      'Restoring the tithe barn',
      'The smith’s apprenticeship',
      'Heritage apple varieties in the orchard',
    ]);
    expect(latest.cards.every((c) => c.image === null || latest.media.has(c.image))).toBe(true);
    const garden = await articleTeaserCards('de', { limit: 3, category: 'Garten & Natur' });
    expect(garden.cards[0]).toMatchObject({
      headline: 'Alte Apfelsorten auf der Streuobstwiese',
      preline: 'Garten & Natur',
    });
    expect((await articleTeaserCards('de', { limit: 3, category: 'Gibt es nicht' })).cards).toEqual([]);
  });
});
