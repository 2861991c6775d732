import type { MediaObject, MediaThumbnails } from '@/features/media';

/** docs/requirements.md §3, Article category: id, name, slug. */
export type ArticleCategory = { id: number; name: string; slug: string };
export type ArticleTag = { id: number; name: string; slug: string; count?: number };

/** An article in lists and teasers. */
export type ArticleTeaser = {
  id: number;
  title: string;
  slug: string;
  teaser: string;
  url: string;
  date: string;
  author: string;
  image: (MediaObject & { thumbnails: MediaThumbnails }) | null;
  categories: ArticleCategory[];
};

export type ArticleDetail = ArticleTeaser & {
  body: unknown[];
  /** Last change (schema.org dateModified). */
  updated_at: string;
  tags: ArticleTag[];
  /** The article's URL in each language it exists in (hreflang). */
  urls: Partial<Record<'de' | 'en' | 'cs', string>>;
};

/** docs/requirements.md §3: paged list {count, next, previous, results}; page numbers for server pages. */
export type ArticlePage = { count: number; page: number; pageSize: number; results: ArticleTeaser[] };
export const ARTICLES_PAGE_SIZE = 9;
