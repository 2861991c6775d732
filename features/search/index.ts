export { SearchFieldNoScript } from './components/search-field-noscript';
export { autocompleteQuerySchema, searchQuerySchema } from './schemas';
export { isSearchCategory } from './search-path';
