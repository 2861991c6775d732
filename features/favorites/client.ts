export { FavoriteButton } from './components/favorite-button.client';
export { useFavorites } from './components/favorites-store.client';
