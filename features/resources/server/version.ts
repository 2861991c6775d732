import { createHash } from 'node:crypto';

/**
 * The version token of a record: a hash of everything the editor sees. An update that carries a
 * token other than the stored record's was made on a stale copy (409), whatever columns the table has.
 */
export function versionOf(record: Record<string, unknown>, derived: readonly string[] = []): string {
  const rest = Object.fromEntries(
    Object.entries(record).filter(([key]) => key !== 'version' && !derived.includes(key)),
  );
  return createHash('sha256').update(stableJson(rest)).digest('base64url').slice(0, 16);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value instanceof Date ? value.toISOString() : value);
}

/** Top-level fields whose value differs: {field: [before, after]} for the audit log. */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  const out: Record<string, [unknown, unknown]> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  keys.delete('version');
  for (const key of keys) {
    const a = before?.[key];
    const b = after?.[key];
    if (stableJson(a) !== stableJson(b)) out[key] = [a ?? null, b ?? null];
  }
  return out;
}
