import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Locale } from '@/i18n/config';
import type { Db } from '@/lib/db';
import type { StaffRole } from '@/features/auth';

/** Every record the resource API hands out carries its id and a version token (stale updates → 409). */
export type ResourceRecord = { id: number; version?: string };

/** A list request after parsing: paging, free-text search, one ordering and the resource's filters. */
export type ListParams<F> = {
  page: number;
  pageSize: number;
  search: string;
  ordering: { field: string; desc: boolean } | null;
  ids: number[];
  filters: F;
  locale: Locale;
};

/**
 * One resource of the generic resource helper of docs/requirements.md §7 (list, get, create, POST/PATCH update, delete).
 * A domain describes its table, payload schema and record shape here; features/resources turns it
 * into route handlers with session, role, CSRF, validation, stale checks, soft delete, audit log and
 * cache revalidation, the same way for every resource.
 */
export type ResourceDefinition<
  S extends z.ZodType<Record<string, unknown>>,
  R extends ResourceRecord,
  F = Record<string, never>,
> = {
  /** The path segment (/{lang}/api/<name>/) and the key in the audit log and trash. */
  name: string;
  table: PgTable & { id: PgColumn };
  /**
   * Role (or roles) needed to write and to read the editable view; editors write content, the box
   * office what it sells against, administrators everything.
   */
  role: StaffRole | readonly StaffRole[];
  /** Roles that may also read the editable view (list and one record) without writing: the box office reads dates. */
  readRole?: StaffRole | readonly StaffRole[];
  /** The payload of create and update; PATCH merges its fields over the stored record first. */
  schema: S;
  /** Columns searched with ?search= (case-insensitive, also inside translated JSON). */
  search: (PgColumn | SQL)[];
  /** ?ordering=<key> or -<key>; the first key is the default. */
  orderings: Record<string, PgColumn | SQL>;
  defaultOrdering?: string;
  /** ?<name>=<value> filters: the schema parses the raw query, where() turns the parsed value into SQL. */
  filters?: { schema: z.ZodType<F>; where: (filters: F) => (SQL | undefined)[] };
  /** The editable record (every language, offline ones too). */
  read: (database: Db, id: number) => Promise<R | null>;
  /** Inserts (under `id` when a deleted record is restored) and returns the new id. */
  create: (tx: Db, data: z.infer<S>, id?: number) => Promise<number>;
  update: (tx: Db, id: number, data: z.infer<S>) => Promise<void>;
  /** Deletes the row and what belongs only to it (its rows cascade); references were checked before. */
  remove?: (tx: Db, id: number) => Promise<void>;
  /** What still points at the record ("Event 12: Sommerfest"); a delete with any answers 409 naming them. */
  references?: (database: Db, id: number) => Promise<string[]>;
  /** A short name for lists, the trash and messages. */
  label: (record: R) => string;
  /** Cache tags a write to this record expires (before and after the change). */
  tags: (record: R) => string[];
  /** Runs after the write is committed (search index, proxy state). */
  afterWrite?: (database: Db, id: number) => Promise<void>;
  /** Public list of today's readers when no ?view=edit is asked for; without it the list is staff-only. */
  publicView?: { where: () => SQL | undefined; map: (record: R, locale: Locale) => unknown };
  /** Fields computed from other records (entry counts, where used): shown, but no edit conflict when they change. */
  derived?: readonly string[];
  /** A record that is a singleton (site settings): no create, no delete. */
  singleton?: boolean;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- registries hold definitions of any payload
export type AnyResource = ResourceDefinition<any, any, any>;

export function defineResource<
  S extends z.ZodType<Record<string, unknown>>,
  R extends ResourceRecord,
  F = Record<string, never>,
>(definition: ResourceDefinition<S, R, F>) {
  return definition;
}
