import 'server-only';

export { ArticleView } from './components/article-view';
export { MagazineView } from './components/magazine-view';
export { TagsView } from './components/tags-view';
export { getArticle, getArticles, getCategories, getTag, getTags } from './server/articles';
export { idSegment, pageParam } from './server/route-helpers';
export { articleTeaserCards } from './server/teasers';
export { articleCategoryResource, articleTagResource } from './server/taxonomy';
