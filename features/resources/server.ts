import 'server-only';

export { collectionRoutes, itemRoutes, restoreRoute } from './server/routes';
export { localizedText } from './server/list';
export { readRecord } from './server/service';
export { TRASH_DAYS } from './server/trash';
