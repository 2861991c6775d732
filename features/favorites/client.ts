export { FavoriteButton, type FavoriteTexts } from './components/favorite-button';
export { FavoritesCount } from './components/favorites-count.client';
