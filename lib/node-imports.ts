/**
 * Packages the server loads with Node's own import(), outside the bundle. Turbopack makes every
 * ESM package it bundles or links as an external an async module, and a single async module
 * anywhere in the app puts its async-module runtime (~0.45 kB gzip) into the browser's runtime
 * chunk, so into every page's first-load JavaScript (issue #19; an empty Next app has none).
 * `turbopackIgnore` leaves these imports to Node, which resolves them from node_modules like any
 * server code. The drivers come with drizzle's own copy from node_modules; drizzle recognises its
 * tables and SQL across copies (`is()` and its symbols are keyed by name, not by class identity).
 */
export const importPg = () => import(/* turbopackIgnore: true */ 'pg');
export const importPglite = () =>
  Promise.all([
    import(/* turbopackIgnore: true */ '@electric-sql/pglite'),
    import(/* turbopackIgnore: true */ '@electric-sql/pglite/contrib/pg_trgm'),
    import(/* turbopackIgnore: true */ '@electric-sql/pglite/contrib/unaccent'),
  ]);
export const importDrizzlePg = () => import(/* turbopackIgnore: true */ 'drizzle-orm/node-postgres');
export const importDrizzlePglite = () => import(/* turbopackIgnore: true */ 'drizzle-orm/pglite');
export const importPgMigrator = () => import(/* turbopackIgnore: true */ 'drizzle-orm/node-postgres/migrator');
export const importPgliteMigrator = () => import(/* turbopackIgnore: true */ 'drizzle-orm/pglite/migrator');
export const importSharp = () => import(/* turbopackIgnore: true */ 'sharp').then((m) => m.default);
export const importOg = () => import(/* turbopackIgnore: true */ 'next/og.js');
