export { FAVORITES_COOKIE } from './constants';
export { parseFavoritesCookie } from './cookie';
