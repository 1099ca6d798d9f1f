import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { passkeys, webauthnChallenges } from '../../db/schema/accounts.ts';
import type { Db } from './accounts.repository.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = (typeof webauthnChallenges.$inferInsert)['purpose'];

export async function countUserPasskeys(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

export async function listUserPasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId));
}

export async function findPasskey(db: Db, id: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.id, id));
  return row;
}

/** The new passkey, or undefined when that credential is already registered. */
export async function insertPasskey(db: Db, passkey: typeof passkeys.$inferInsert): Promise<PasskeyRow | undefined> {
  const [row] = await db.insert(passkeys).values(passkey).onConflictDoNothing().returning();
  return row;
}

export async function recordPasskeyUse(db: Db, id: string, counter: number): Promise<void> {
  await db
    .update(passkeys)
    .set({ counter, lastUsedAt: sql`now()` })
    .where(eq(passkeys.id, id));
}

export async function deleteUserPasskeys(db: Db, userId: string): Promise<number> {
  const deleted = await db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  return deleted.length;
}

export async function insertChallenge(
  db: Db,
  challenge: { challenge: string; purpose: ChallengePurpose; userId: string | null },
  ttlSeconds: number,
): Promise<void> {
  // Abandoned ceremonies are swept here rather than by a timer: no process holds state.
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
  await db
    .insert(webauthnChallenges)
    .values({ ...challenge, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` });
}

/**
 * Takes a pending challenge, once: whoever answers it first consumes it. Undefined
 * when it was never issued for this purpose (and this user, when given), was already
 * used, or has expired.
 */
export async function takeChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  userId?: string,
): Promise<{ userId: string | null } | undefined> {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        // Someone else's pending challenge is not theirs to use up.
        userId ? eq(webauthnChallenges.userId, userId) : undefined,
        gt(webauthnChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: webauthnChallenges.userId });
  return row;
}
