import 'server-only';

export { getFavoritesResponse, postFavoriteResponse, readFavorites } from './server/api';
export { clearFavoritesCookie } from './server/http';
export { accountFavorites, mergeGuestFavorites } from './server/store';
export { FavoritesPage } from './components/favorites-page';
export { favoriteTexts } from './server/texts';
export { keepGuestFavorites } from './server/login-hooks';
