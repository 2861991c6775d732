import 'server-only';

export { getMediaMap } from './server/media';
