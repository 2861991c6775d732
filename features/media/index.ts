export * from './types';
export { MediaImage } from './components/media-image';
