import 'server-only';
import type { Locale } from '@/i18n/config';
import type { MediaMap } from '@/features/media';
import { getArticles, getCategories } from './articles';

/** An article shaped like a teaser item of the page modules (features/blocks TeaserCard). */
export type ArticleTeaserCard = {
  id: string;
  image: number | null;
  preline: string;
  headline: string;
  text: string;
  link: string;
};

/**
 * The newest articles as teaser cards for the blog teaser list and highlight teaser modules, with
 * their images in a media map the cards can read. `category` is a category name in the language.
 */
export async function articleTeaserCards(
  locale: Locale,
  options: { limit: number; category?: string },
): Promise<{ cards: ArticleTeaserCard[]; media: MediaMap }> {
  const media: MediaMap = new Map();
  let categoryId: number | undefined;
  if (options.category !== undefined) {
    const wanted = options.category.trim().toLowerCase();
    categoryId = (await getCategories(locale)).find((c) => c.name.toLowerCase() === wanted || c.slug === wanted)?.id;
    if (!categoryId) return { cards: [], media };
  }
  const list = await getArticles({
    locale,
    category: categoryId,
    page: 1,
    pageSize: Math.max(1, Math.min(options.limit, 8)),
  });
  const cards = list.results.map((a) => {
    if (a.image) media.set(a.image.id, a.image);
    return {
      id: `article-${a.id}`,
      image: a.image?.id ?? null,
      preline: a.categories[0]?.name ?? '',
      headline: a.title,
      text: a.teaser,
      link: a.url,
    };
  });
  return { cards, media };
}
