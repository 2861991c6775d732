export {
  FAVORITES_API,
  FAVORITES_CHANGE_EVENT,
  FAVORITES_COOKIE,
  FAVORITES_COOKIE_DAYS,
  MAX_ACCOUNT_FAVORITES,
  MAX_GUEST_FAVORITES,
} from './constants';
export { favoriteKey, parseFavoritesCookie, serializeFavorites, type FavoriteKind, type FavoriteRef } from './cookie';
export { countFavorites, hasFavorite, parseFavoriteLists, toLists, type FavoriteLists } from './lists';
export { favoriteWrite, type FavoriteWrite } from './schemas';
