export * from './errors';
export { withRoute, errorResponse, type RouteContext } from './with-route';
export { paged, pageQuery, MAX_PAGE_SIZE, type Paged } from './paging';
export { localeParam, localeParams, idParam, numericId, idRouteParams, dayParam, langQuery } from './params';
export { assertSameOrigin, isOwnOrigin, isPlainFormPost, type OriginOptions } from './origin';
export { parseJsonText, assertNoNul } from './json';
export { readBodyBytes, readBodyText } from './body';
export { everyLocale, localeJson } from './static-texts';
