export * from './types';
export { MediaImage } from './components/media-image';
export { IMAGE_SLOTS, StoredImage } from './components/stored-image';
export {
  MEDIA_MAX_BYTES,
  mediaLibraryQuery,
  mediaUploadAlt,
  type MediaLibraryItem,
  type MediaLibraryPage,
} from './library';
export { mediaResourceSchema } from './resource-schema';
