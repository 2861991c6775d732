import type { Locale } from '@/i18n/config';
import type { Db } from '@/lib/db/client';
import { containers, pagePaths, pages } from '@/lib/db/schema';
import type { LocalizedText } from '@/lib/db/schema/common';
import { definitions, type BlockOf } from '@/features/blocks';

/** Small builders that keep the demo content readable. */
let counter = 0;
const nextId = (kind: string) => `${kind}-${++counter}`;

export const h = (
  content: string,
  opts: { level?: number; preline?: string; subline?: string; anchor?: string } = {},
) =>
  definitions.headline.create({
    id: nextId('headline'),
    headline_level: opts.level ?? 2,
    preline: opts.preline ?? '',
    content,
    subline: opts.subline ?? '',
    anchor: opts.anchor ?? '',
  });

export const text = (html: string) =>
  definitions.text.create({ id: nextId('text'), content: html, anchor: '', decrease_distance: false });

export const image = (mediaId: number, format: BlockOf<'image'>['format'] = 'large', description = '') =>
  definitions.image.create({
    id: nextId('image'),
    image: mediaId,
    format,
    link_url: '',
    description,
  });

/** variant and image: the section's centred/coloured style and background image (features/blocks section-view). */
export type SectionSeed = {
  layout?: string;
  extra_class?: string;
  variant?: string;
  image?: number;
  columns: unknown[][];
};

export type PageSeed = {
  paths: Record<Locale, string>;
  title: LocalizedText;
  headline?: LocalizedText;
  metaDescription?: LocalizedText;
  parentId?: number;
  position?: number;
  isOnline?: boolean;
  isLandingPage?: boolean;
  inMenu?: boolean;
  inFooter?: boolean;
  contentType?: string;
  ogImageId?: number;
  sections: Record<Locale, SectionSeed[]>;
};

export async function createPage(database: Db, seed: PageSeed): Promise<number> {
  const [row] = await database
    .insert(pages)
    .values({
      parentId: seed.parentId ?? null,
      position: seed.position ?? 0,
      contentType: seed.contentType ?? 'page',
      title: seed.title,
      headline: seed.headline ?? seed.title,
      metaDescription: seed.metaDescription ?? {},
      isOnline: seed.isOnline ?? true,
      isLandingPage: seed.isLandingPage ?? false,
      inMenu: seed.inMenu ?? false,
      inFooter: seed.inFooter ?? false,
      ogImageId: seed.ogImageId ?? null,
    })
    .returning({ id: pages.id });
  const locales = Object.keys(seed.paths) as Locale[];
  await database
    .insert(pagePaths)
    .values(locales.map((locale) => ({ pageId: row.id, locale, path: seed.paths[locale] })));
  for (const locale of locales) {
    const sections = seed.sections[locale] ?? [];
    if (sections.length === 0) continue;
    await database.insert(containers).values(
      sections.map((section, position) => ({
        slug: `page-${row.id}-section-${position + 1}`,
        locale,
        pageId: row.id,
        position,
        model: 'section',
        settings: {
          layout: section.layout ?? '100',
          extra_class: section.extra_class ?? '',
          ...(section.variant ? { variant: section.variant } : {}),
          ...(section.image ? { image: section.image } : {}),
        },
        columns: section.columns.map((children) => ({ classes: '', children })),
      })),
    );
  }
  return row.id;
}
