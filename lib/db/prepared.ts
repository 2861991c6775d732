import type { Db } from './client';

/**
 * A prepared query built once per database handle (the pool, the PGlite instance, a transaction):
 * drizzle builds its SQL once, and PostgreSQL parses and plans a named statement once per connection.
 * For the hot paths only (add to cart), where both costs show under load.
 */
export function preparedPerDb<T>(build: (database: Db) => T): (database: Db) => T {
  const built = new WeakMap<Db, T>();
  return (database) => {
    let query = built.get(database);
    if (!query) {
      query = build(database);
      built.set(database, query);
    }
    return query;
  };
}
