import 'server-only';
import { randomBytes } from 'node:crypto';
import type { FieldValues } from '../types';

/**
 * Without JavaScript a refused form post is redirected back to the form; what the visitor typed and
 * the messages wait here under a random token for 15 minutes (in this process's memory, so the
 * values never travel in the address).
 */
export type Draft = { formId: number; values: FieldValues; errors: Record<string, string>; summary: string };

const TTL_MS = 15 * 60 * 1000;
const MAX_DRAFTS = 2000;
type Stored = Draft & { expiresAt: number };
const drafts: Map<string, Stored> = ((globalThis as { __museumFormDrafts?: Map<string, Stored> }).__museumFormDrafts ??= new Map());

export function saveDraft(draft: Draft) {
  const now = Date.now();
  for (const [token, d] of drafts) if (d.expiresAt <= now || drafts.size >= MAX_DRAFTS) drafts.delete(token);
  const token = randomBytes(16).toString('hex');
  drafts.set(token, { ...draft, expiresAt: now + TTL_MS });
  return token;
}

export function readDraft(token: string | undefined, formId: number): Draft | null {
  if (!token || !/^[0-9a-f]{32}$/.test(token)) return null;
  const draft = drafts.get(token);
  if (!draft || draft.expiresAt <= Date.now() || draft.formId !== formId) return null;
  return draft;
}
