export { FAVORITES_API, FAVORITES_CHANGE_EVENT, FAVORITES_COOKIE, FAVORITES_COOKIE_DAYS, MAX_ACCOUNT_FAVORITES, MAX_GUEST_FAVORITES } from './constants';
export {
  countFavorites,
  favoriteKey,
  hasFavorite,
  parseFavoriteLists,
  parseFavoritesCookie,
  serializeFavorites,
  toLists,
  type FavoriteKind,
  type FavoriteLists,
  type FavoriteRef,
} from './cookie';
export { favoriteWrite, type FavoriteWrite } from './schemas';
