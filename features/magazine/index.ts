export { magazinePaths } from './paths';
export { articlesQuerySchema } from './schemas';
export { articleResourceSchema, type ArticleInput } from './resource-schema';
