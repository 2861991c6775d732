export { SearchBox } from './components/search-box.client';
export { Highlight } from './components/highlight';
export { SearchFieldNoScript } from './components/search-field-noscript';
export { highlightParts, parseQuery, normalizeTerm } from './query';
export { searchHref } from './search-path';
export type { SearchKind, SearchResult, Suggestion } from './schemas';
export { autocompleteQuerySchema, searchQuerySchema } from './schemas';
export { isSearchCategory } from './search-path';
