import 'server-only';
import { schema } from '@/lib/db';
import { TAGS } from '@/lib/cache';
import { defineNamedResource } from '@/features/resources/server';

/** Magazine categories and #topics as staff edit them (/api/article-categories/, /api/article-tags/). */
export const articleCategoryResource = defineNamedResource({
  name: 'article-categories',
  table: schema.articleCategories,
  tags: [TAGS.articles, TAGS.pages],
  uses: [
    {
      label: 'article(s) in this category',
      table: schema.articleCategoryLinks,
      column: schema.articleCategoryLinks.categoryId,
    },
  ],
});

export const articleTagResource = defineNamedResource({
  name: 'article-tags',
  table: schema.articleTags,
  tags: [TAGS.articles],
  uses: [{ label: 'article(s) with this topic', table: schema.articleTagLinks, column: schema.articleTagLinks.tagId }],
});
