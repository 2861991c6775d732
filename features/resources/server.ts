import 'server-only';

export { collectionRoutes, itemRoutes } from './server/routes';
export { auditLogList, trashList, trashRestore } from './server/history';
export { localizedText } from './server/list';
export { readRecord } from './server/service';
export { recordAudit } from './server/audit';
export { defineNamedResource } from './server/named';
