import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { db, schema } from '@/lib/db';

const { visitorTokens: t } = schema;

export type TokenPurpose = (typeof t.$inferSelect)['purpose'];

/** How long a mailed link works. */
const TOKEN_MINUTES: Record<TokenPurpose, number> = { verify: 48 * 60, reset: 60, newsletter: 7 * 24 * 60 };

const hash = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** A new one-time token for a mailed link; earlier unused tokens of the same purpose stop working. */
export async function issueToken(accountId: number, purpose: TokenPurpose, now = new Date()) {
  const raw = randomBytes(32).toString('base64url');
  await db().transaction(async (tx) => {
    await tx
      .update(t)
      .set({ usedAt: now })
      .where(and(eq(t.accountId, accountId), eq(t.purpose, purpose), isNull(t.usedAt)));
    await tx.insert(t).values({
      id: hash(raw),
      accountId,
      purpose,
      expiresAt: new Date(now.getTime() + TOKEN_MINUTES[purpose] * 60_000),
    });
  });
  return raw;
}

/** The account of a token that is valid now, without using it (to show the form behind a link). */
export async function peekToken(
  raw: string | null | undefined,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<number | null> {
  if (!raw || raw.length > 100) return null;
  const [row] = await db()
    .select({ accountId: t.accountId })
    .from(t)
    .where(and(eq(t.id, hash(raw)), eq(t.purpose, purpose), isNull(t.usedAt), gt(t.expiresAt, now)));
  return row?.accountId ?? null;
}

/** Uses a token once: the account it belongs to, or null when it is unknown, expired or used (one statement, so two uses cannot both win). */
export async function consumeToken(
  raw: string | null | undefined,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<number | null> {
  if (!raw || raw.length > 100) return null;
  const [row] = await db()
    .update(t)
    .set({ usedAt: now })
    .where(and(eq(t.id, hash(raw)), eq(t.purpose, purpose), isNull(t.usedAt), gt(t.expiresAt, now)))
    .returning({ accountId: t.accountId });
  return row?.accountId ?? null;
}
