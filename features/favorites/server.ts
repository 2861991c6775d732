import 'server-only';

export { getFavoritesResponse, postFavoriteResponse } from './server/api';
export { mergeGuestFavorites } from './server/store';
export { FavoritesPage } from './components/favorites-page';
export { favoriteTexts } from './server/texts';
export { keepGuestFavorites } from './server/login-hooks';
