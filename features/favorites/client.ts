export { FavoriteButton, type FavoriteTexts } from './components/favorite-button.client';
export { useFavorites } from './components/favorites-store.client';
export { FavoritesCount } from './components/favorites-count.client';
