import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { type Db, schema } from '@/lib/db';
import { GET as searchAll } from '@/app/api/search/route';
import { GET as searchEvents } from '@/app/api/search/events/route';
import { GET as searchOthers } from '@/app/api/search/others/route';
import { GET as autocomplete } from '@/app/api/search/autocomplete/route';
import { countDocuments, reindex, replaceDocuments } from '@/features/search/server';

type Result = { kind: string; title: string; text: string; url: string; entity_id: number };
type PagedResults = { count: number; next: string | null; previous: string | null; results: Result[] };

let db: Db;
beforeAll(async () => {
  ({ db } = await testDatabase({ demo: true }));
});

const others = (q: string, lang = 'de', extra = '') =>
  callRoute(searchOthers, { url: `/api/search/others/?query=${encodeURIComponent(q)}&lang=${lang}${extra}` }).then(
    (r) => ({ ...r, body: r.json as unknown as PagedResults }),
  );

describe('GET /api/search/others/', () => {
  it('finds magazine articles in each language with their localized URL', async () => {
    const de = await others('Zehntscheune');
    expect(de.status).toBe(200);
    expect(de.body.results[0]).toMatchObject({ kind: 'article', title: 'Die Restaurierung der Zehntscheune' });
    expect(de.body.results[0].url).toMatch(/^\/de\/mediathek-de\/die-restaurierung-der-zehntscheune\/\d+$/);
    const en = await others('tithe barn', 'en');
    expect(en.body.results[0].url).toMatch(/^\/en\/mediathek-en\//);
    const cs = await others('stodoly', 'cs');
    expect(cs.body.results[0].title).toBe('Obnova desátkové stodoly');
  });

  it('puts a title match above a body match', async () => {
    // 'Holzofen' is the title of the bread article and only in the body of the pottery article.
    const res = await others('Holzofen');
    const titles = res.body.results.map((r) => r.title);
    expect(titles[0]).toBe('Brot aus dem Holzofen');
    expect(titles).toContain('Töpfern an der Drehscheibe');
    expect(titles.indexOf('Töpfern an der Drehscheibe')).toBeGreaterThan(0);
  });

  it('finds a singular through its German plural (stemming) and accents do not matter in Czech', async () => {
    const plural = await others('Apfelsorten');
    expect(plural.body.results.map((r) => r.title)).toContain('Alte Apfelsorten auf der Streuobstwiese');
    const houses = await others('Fresken');
    expect(houses.body.results[0].title).toBe('Die Fresken der Dorfkapelle');
    const singular = await others('Freske');
    expect(singular.body.results.map((r) => r.title)).toContain('Die Fresken der Dorfkapelle');
    const cs = await others('desatkove', 'cs');
    expect(cs.body.results[0].title).toBe('Obnova desátkové stodoly');
  });

  it('tolerates a typo', async () => {
    const res = await others('Zehntschuene');
    expect(res.body.count).toBeGreaterThan(0);
    expect(res.body.results[0].title).toBe('Die Restaurierung der Zehntscheune');
  });

  it('pages with next and previous links', async () => {
    const first = await others('Dorf', 'de', '&page_size=2');
    expect(first.body.count).toBeGreaterThan(2);
    expect(first.body.results).toHaveLength(2);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toContain('page=2');
    const second = await others('Dorf', 'de', '&page_size=2&page=2');
    expect(second.body.previous).toContain('page=1');
    expect(second.body.results.map((r) => r.url)).not.toContain(first.body.results[0].url);
    // Issue 19: past the last page the count stays (it said 0), and it is not capped here.
    const past = await others('Dorf', 'de', '&page_size=2&page=500');
    expect(past.body.results).toHaveLength(0);
    expect(past.body.count).toBe(first.body.count);
    expect((past.body as unknown as { count_capped: boolean }).count_capped).toBe(false);
  });

  it('answers bad input with 4xx or no results, never 500', async () => {
    const long = await others('a'.repeat(1000));
    expect(long.status).toBe(400);
    expect(long.json.detail).toMatch(/at most 200/);
    for (const q of [
      "'; drop table search_documents; --",
      '<script>alert(1)</script>',
      '!!! ??? ...',
      ':* & | !',
      '\\',
      '%_%',
    ]) {
      const res = await others(q);
      expect(res.status, q).toBe(200);
    }
    expect((await others('!!! ??? ...')).body.count).toBe(0);
    // Nothing was dropped by the SQL-looking text.
    expect(await countDocuments(db)).toBeGreaterThan(50);
    const badPage = await others('Dorf', 'de', '&page=abc');
    expect(badPage.status).toBe(400);
    const badLang = await others('Dorf', 'fr');
    expect(badLang.status).toBe(400);
  });
});

describe('GET /api/search/ and /api/search/events/', () => {
  it('answers events and other results separately', async () => {
    const res = await callRoute(searchAll, { url: '/api/search/?query=Zehntscheune' });
    expect(res.status).toBe(200);
    const body = res.json as unknown as { events: PagedResults; others: PagedResults };
    expect(body.others.results.every((r) => r.kind !== 'event')).toBe(true);
    expect(body.events.results.every((r) => r.kind === 'event')).toBe(true);
    const events = await callRoute(searchEvents, { url: '/api/search/events/?query=xyzqq' });
    expect(events.status).toBe(200);
    expect((events.json as unknown as PagedResults).count).toBe(0);
  });
});

describe('GET /api/search/autocomplete/', () => {
  const suggest = async (q: string, lang = 'de') =>
    (
      (await callRoute(autocomplete, { url: `/api/search/autocomplete/?query=${encodeURIComponent(q)}&lang=${lang}` }))
        .json as unknown as { results: { text: string }[] }
    ).results.map((r) => r.text);

  it('suggests titles and title words starting with the text, lower-cased first', async () => {
    expect(await suggest('ZEHNT')).toEqual(
      expect.arrayContaining([
        'Zehntscheune',
        'Die Restaurierung der Zehntscheune'.replace('Die Restaurierung der ', ''),
      ]),
    );
    expect(await suggest('die rest')).toContain('Die Restaurierung der Zehntscheune');
    // Typed without accents, Czech suggestions still come with theirs.
    expect(await suggest('pribeh', 'cs')).toContain('Příběhy');
    expect(await suggest('obnova', 'cs')).toContain('Obnova desátkové stodoly');
  });

  it('answers nothing for empty or punctuation-only text', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('%%%')).toEqual([]);
  });

  it('follows content changes: a renamed article is suggested under its new title only', async () => {
    const [article] = await db
      .select()
      .from(schema.articles)
      .where(eq(schema.articles.author, 'Marie Lindner'))
      .limit(1);
    await db
      .update(schema.articles)
      .set({ title: { ...article.title, de: 'Quittenbrot und Hagebuttenmus' } })
      .where(eq(schema.articles.id, article.id));
    await reindex('article', article.id);
    expect(await suggest('quitten')).toContain('Quittenbrot und Hagebuttenmus');
    expect(await suggest(article.title.de!.slice(0, 12))).not.toContain(article.title.de);
    await replaceDocuments('article', article.id, []);
    expect(await suggest('quitten')).toEqual([]);
  });
});
