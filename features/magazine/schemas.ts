import { z } from 'zod';
import { idParam, pageQuery } from '@/lib/api';
import { ARTICLES_PAGE_SIZE } from './types';

/** GET /{locale}/api/articles/?category=&page= (and &tag=). */
export const articlesQuerySchema = z.object({
  category: idParam.optional(),
  tag: idParam.optional(),
  ...pageQuery(ARTICLES_PAGE_SIZE),
});
