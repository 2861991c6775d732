export * from './types';
export { MediaImage } from './components/media-image';
export { IMAGE_SLOTS, StoredImage, thumbnailSrcSet } from './components/stored-image';
export {
  MEDIA_MAX_BYTES,
  MEDIA_PAGE_SIZE,
  mediaLibraryQuery,
  mediaUploadAlt,
  type MediaLibraryItem,
  type MediaLibraryPage,
} from './library';
export { mediaResourceSchema, type MediaInput } from './resource-schema';
