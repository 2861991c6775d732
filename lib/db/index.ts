export { db, type Db } from './client';
export * as schema from './schema';
export { escapeLike } from './like';
export { preparedPerDb } from './prepared';
export { rowsOf } from './rows';
