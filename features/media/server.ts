import 'server-only';

export { getMediaMap } from './server/media';
export { listMedia, uploadImage } from './server/library';
export { mediaResource } from './server/resource';
