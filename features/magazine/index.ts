export { magazinePaths } from './paths';
export { articlesQuerySchema } from './schemas';
