import 'server-only';
import { schema } from '@/lib/db';
import { affects } from '@/lib/write-effects';
import { defineNamedResource } from '@/features/resources/server';

/** Magazine categories and #topics as staff edit them (/api/article-categories/, /api/article-tags/). */
export const articleCategoryResource = defineNamedResource({
  name: 'article-categories',
  table: schema.articleCategories,
  tags: affects('article-category'),
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
  tags: affects('article-tag'),
  uses: [{ label: 'article(s) with this topic', table: schema.articleTagLinks, column: schema.articleTagLinks.tagId }],
});
