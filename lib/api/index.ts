export * from './errors';
export { withRoute } from './with-route';
export { paged, pageQuery, type Paged } from './paging';
export { localeParam, localeParams, idParam, numericId, idRouteParams, dayParam, langQuery } from './params';
export { assertSameOrigin, isPlainFormPost } from './origin';
export { parseJsonText, assertNoNul } from './json';
export { readBodyText } from './body';
export { everyLocale, localeJson } from './static-texts';
export { assertClientStillWaiting } from './client-gone';
