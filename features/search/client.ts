export { SearchBox } from './components/search-box.client';
