export { SearchBoxLazy } from './components/search-box-lazy.client';
export type { SearchBoxTexts } from './components/search-box.client';
