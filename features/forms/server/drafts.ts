import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import { db, schema } from '@/lib/db';
import type { FieldValues } from '../types';

/**
 * Without JavaScript a refused form post is redirected back to the form; what the visitor typed and
 * the messages wait in the database (form_drafts) under a random token for 15 minutes, so the values
 * never travel in the address and any instance behind the load balancer can show them.
 */
export type Draft = { formId: number; values: FieldValues; errors: Record<string, string>; summary: string };

const TTL_MS = 15 * 60 * 1000;

export async function saveDraft(draft: Draft): Promise<string> {
  const { formDrafts } = schema;
  const now = new Date();
  // Expired drafts go with each new one (an index on expires_at keeps this a short range delete).
  await db().delete(formDrafts).where(lte(formDrafts.expiresAt, now));
  const token = randomBytes(16).toString('hex');
  await db()
    .insert(formDrafts)
    .values({
      token,
      formId: draft.formId,
      data: { values: draft.values, errors: draft.errors, summary: draft.summary },
      expiresAt: new Date(now.getTime() + TTL_MS),
    });
  return token;
}

export async function readDraft(token: string | undefined, formId: number): Promise<Draft | null> {
  if (!token || !/^[0-9a-f]{32}$/.test(token)) return null;
  const { formDrafts } = schema;
  const [row] = await db()
    .select()
    .from(formDrafts)
    .where(and(eq(formDrafts.token, token), eq(formDrafts.formId, formId), gt(formDrafts.expiresAt, new Date())));
  if (!row) return null;
  return {
    formId: row.formId,
    values: row.data.values as FieldValues,
    errors: row.data.errors,
    summary: row.data.summary,
  };
}
