import { importSharp } from '@/lib/node-imports';
import { locales, type Locale } from '@/i18n/config';
import type { Db } from '@/lib/db/client';
import { articleCategories, articleCategoryLinks, articles, articleTagLinks, articleTags } from '@/lib/db/schema';
import { storeImage } from '@/lib/media-store';
import { h, text } from './builders';
import type { DemoImageIds } from './images';
import { articleSeeds, categorySeeds, tagSeeds } from './magazine-articles';

function slug(value: string) {
  return value
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// Three more illustrations for the magazine, drawn like the others (seed/images.ts).
const frame = (sky: string, ground: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><rect width="1600" height="1000" fill="${sky}"/><rect y="760" width="1600" height="240" fill="${ground}"/>${body}</svg>`;
const tree = (x: number, fruit: string) =>
  `<rect x="${x - 18}" y="560" width="36" height="220" fill="#6b4a2b"/><circle cx="${x}" cy="500" r="150" fill="#4f7a3a"/>` +
  Array.from(
    { length: 9 },
    (_, i) => `<circle cx="${x - 100 + ((i * 53) % 200)}" cy="${430 + ((i * 37) % 140)}" r="16" fill="${fruit}"/>`,
  ).join('');
const drawings: Record<string, { svg: string; alt: Record<Locale, string>; file: string }> = {
  orchard: {
    file: 'streuobstwiese.jpg',
    svg: frame('#cfe3ea', '#7da052', tree(300, '#c8302a') + tree(800, '#e0b23a') + tree(1300, '#b5402b')),
    alt: { de: 'Apfelbäume auf der Streuobstwiese', en: 'Apple trees in the meadow orchard', cs: 'Jabloně v sadu' },
  },
  forge: {
    file: 'schmiede.jpg',
    svg: frame(
      '#3b2f2a',
      '#5a4636',
      `<rect x="620" y="560" width="360" height="70" fill="#2b2b2b"/><rect x="720" y="630" width="160" height="130" fill="#333"/><circle cx="500" cy="470" r="120" fill="#e8732a" opacity="0.8"/>` +
        Array.from(
          { length: 30 },
          (_, i) => `<circle cx="${700 + ((i * 71) % 300)}" cy="${380 + ((i * 43) % 170)}" r="5" fill="#ffcf5a"/>`,
        ).join(''),
    ),
    alt: {
      de: 'Funken über dem Amboss in der Schmiede',
      en: 'Sparks above the anvil in the smithy',
      cs: 'Jiskry nad kovadlinou v kovárně',
    },
  },
  wedding: {
    file: 'dorffest.jpg',
    svg: frame(
      '#a9d0e6',
      '#6f9450',
      `<path d="M0 200 Q 400 320 800 200 T 1600 200" stroke="#5b4636" stroke-width="6" fill="none"/>` +
        Array.from(
          { length: 16 },
          (_, i) =>
            `<polygon points="${i * 100 + 20},${240 + (i % 2) * 20} ${i * 100 + 70},${240 + (i % 2) * 20} ${i * 100 + 45},${320 + (i % 2) * 20}" fill="${['#c8302a', '#e0b23a', '#2f6f9f', '#f2ece0'][i % 4]}"/>`,
        ).join('') +
        `<rect x="650" y="460" width="300" height="300" fill="#f1e6cf" stroke="#3a2a1a" stroke-width="8"/><polygon points="620,460 800,330 980,460" fill="#8a3b22"/>`,
    ),
    alt: {
      de: 'Wimpelketten über dem festlich geschmückten Dorfplatz',
      en: 'Bunting above the festive village square',
      cs: 'Praporky nad slavnostně vyzdobenou návsí',
    },
  },
};

/** Magazine demo: categories, #Topics and 22 articles (21 in all three languages). */
export async function seedMagazine(database: Db, images: DemoImageIds, now = new Date()) {
  const sharp = await importSharp();
  const ids: Record<string, number> = { ...images };
  for (const [key, d] of Object.entries(drawings)) {
    const buffer = await sharp(Buffer.from(d.svg)).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    ids[key] = await storeImage(database, { buffer, filename: d.file, alt: d.alt, credit: 'Freilichtmuseum Lindenau' });
  }
  const categoryIds: Record<string, number> = {};
  for (const [position, c] of categorySeeds.entries()) {
    const [row] = await database
      .insert(articleCategories)
      .values({
        name: { de: c.de, en: c.en, cs: c.cs },
        slug: { de: slug(c.de), en: slug(c.en), cs: slug(c.cs) },
        position,
      })
      .returning({ id: articleCategories.id });
    categoryIds[c.key] = row.id;
  }
  const tagIds: Record<string, number> = {};
  for (const t of tagSeeds) {
    const [row] = await database
      .insert(articleTags)
      .values({ name: { de: t.de, en: t.en, cs: t.cs }, slug: { de: slug(t.de), en: slug(t.en), cs: slug(t.cs) } })
      .returning({ id: articleTags.id });
    tagIds[t.key] = row.id;
  }
  const articleIds: Record<string, number> = {};
  for (const seed of articleSeeds) {
    const title: Partial<Record<Locale, string>> = {};
    const slugs: Partial<Record<Locale, string>> = {};
    const teaser: Partial<Record<Locale, string>> = {};
    const body: Partial<Record<Locale, unknown[]>> = {};
    for (const locale of locales) {
      const t = seed[locale];
      if (!t) continue;
      title[locale] = t.t;
      slugs[locale] = slug(t.t);
      teaser[locale] = t.teaser;
      const [first, ...rest] = t.p;
      body[locale] = [
        text(`<p>${first}</p>`),
        ...(rest.length ? [h(t.teaser, { level: 2 }), text(rest.map((p) => `<p>${p}</p>`).join(''))] : []),
      ];
    }
    const publishedAt = new Date(now.getTime() + seed.days * 86_400_000);
    publishedAt.setUTCHours(8, 0, 0, 0);
    const [row] = await database
      .insert(articles)
      .values({ title, slug: slugs, teaser, body, imageId: ids[seed.image] ?? null, author: seed.author, publishedAt })
      .returning({ id: articles.id });
    articleIds[seed.key] = row.id;
    if (seed.cats.length)
      await database
        .insert(articleCategoryLinks)
        .values(seed.cats.map((c) => ({ articleId: row.id, categoryId: categoryIds[c] })));
    if (seed.tags.length)
      await database.insert(articleTagLinks).values(seed.tags.map((t) => ({ articleId: row.id, tagId: tagIds[t] })));
  }
  return { articles: articleIds, categories: categoryIds, tags: tagIds };
}
