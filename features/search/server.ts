import 'server-only';

export { SearchPageView } from './components/search-page';
export { SEARCH_CACHE_HEADERS, pagedSearch } from './server/api';
export { reindex } from './server/reindex';
export { countDocuments, replaceDocuments } from './server/store';
export { suggest } from './server/search';
export { limitAutocomplete, withSearchSlot } from './server/limits';
export { routeUrl, slugify } from './server/text';
export { searchBoxTexts } from './server/texts';
