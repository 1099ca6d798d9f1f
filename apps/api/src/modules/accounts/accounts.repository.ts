import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Role } from '@town/shared/accounts';
import type { Database } from '../../db/client.ts';
import { emailVerifications, passwordResets, refreshTokens, sessions, users } from '../../db/schema/accounts.ts';

/** The database itself, or a transaction of it. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type UserRow = typeof users.$inferSelect;
export type SessionMethod = (typeof sessions.$inferInsert)['method'];

/** `now() + n seconds`, on the database's clock: every expiry is decided by one clock. */
const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

// --- users -------------------------------------------------------------------

export interface NewUser {
  email: string;
  name: string;
  language: string;
  theme?: 'light' | 'dark';
  passwordHash: string;
  role?: Role;
}

/** The new user, or undefined when the e-mail (in any case) is already taken. */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The row, locked against a concurrent change until the transaction ends. */
export async function findUserForUpdate(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function findUsersByIds(db: Db, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** `%` and `_` typed by a person are letters, not LIKE wildcards. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * People whose e-mail or name contains `q`, without regard to case or accents (unaccent);
 * the newest accounts first, at most `limit`. No `q`: the newest accounts.
 */
export async function searchUsers(db: Db, q: string | undefined, limit: number): Promise<UserRow[]> {
  const pattern = q ? `%${likeEscaped(q)}%` : undefined;
  const folded = (column: typeof users.email | typeof users.name) => sql`lower(public.unaccent(${column}::text))`;
  return db
    .select()
    .from(users)
    .where(
      pattern
        ? or(
            sql`${folded(users.email)} like lower(public.unaccent(${pattern}))`,
            sql`${folded(users.name)} like lower(public.unaccent(${pattern}))`,
          )
        : undefined,
    )
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(limit);
}

/**
 * Makes the accounts with these e-mails (any case) admins, only once their address is verified
 * (docs/listings.md#roles); all such accounts, or only `userId`'s. The ones that changed.
 */
export async function promoteToAdmin(db: Db, emails: readonly string[], userId?: string): Promise<UserRow[]> {
  if (emails.length === 0) return [];
  return db
    .update(users)
    .set({ role: 'admin', updatedAt: sql`now()` })
    .where(
      and(
        inArray(sql`lower(${users.email}::text)`, [...emails]),
        ne(users.role, 'admin'),
        isNotNull(users.emailVerifiedAt),
        userId === undefined ? undefined : eq(users.id, userId),
      ),
    )
    .returning();
}

/** The mailbox is the account's: from now on (the first proof is the one kept). */
export async function markEmailVerified(db: Db, id: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** What an admin changes of an account: its role, and whether it is locked (since now). */
export async function setRoleAndLock(
  db: Db,
  id: string,
  change: { role?: Role; locked?: boolean },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      ...(change.role === undefined ? {} : { role: change.role }),
      ...(change.locked === undefined ? {} : { lockedAt: change.locked ? sql`now()` : null }),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** The user's current role while the session lives; undefined once it has ended. */
export async function findLiveSessionRole(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<UserRow['role'] | undefined> {
  const [row] = await db
    .select({ role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), isNull(users.lockedAt)),
    );
  return row?.role;
}

export interface ProfileChanges {
  name?: string;
  phone?: string | null;
  language?: string;
  theme?: 'light' | 'dark';
}

export async function updateUser(db: Db, id: string, changes: ProfileChanges): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function setPasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

// --- sessions and refresh tokens ----------------------------------------------

export async function createSession(
  db: Db,
  session: { userId: string; method: SessionMethod; userAgent: string | null },
): Promise<string> {
  const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
  return row!.id;
}

export async function insertRefreshToken(db: Db, sessionId: string, tokenHash: string, ttlSeconds: number) {
  await db.insert(refreshTokens).values({ sessionId, tokenHash, expiresAt: secondsFromNow(ttlSeconds) });
}

/**
 * Marks a live refresh token used, in one statement so that of two requests racing
 * with the same token exactly one wins. Undefined when the token is unknown, used,
 * expired, or its session has ended.
 */
export async function useRefreshToken(
  db: Db,
  tokenHash: string,
): Promise<{ sessionId: string; userId: string } | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .from(sessions)
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
        eq(sessions.id, refreshTokens.sessionId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ sessionId: refreshTokens.sessionId, userId: sessions.userId });
  return row;
}

/** The session a refresh token belongs to, if the token was ever issued, and whether it was already used. */
export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

export async function markSessionRefreshed(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastRefreshedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
  // Used tokens are kept for reuse detection only while they could still have been valid.
  await db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, sessionId), lt(refreshTokens.expiresAt, sql`now()`)));
}

export type RevokeReason = 'signout' | 'reuse' | 'password-change' | 'password-reset' | 'locked';

export async function revokeSession(db: Db, sessionId: string, reason: RevokeReason): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of the user, except `keep` (the one asking, when signed in). */
export async function revokeUserSessions(db: Db, userId: string, reason: RevokeReason, keep?: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined))
    .returning({ id: sessions.id });
  return ended.length;
}

// --- password resets ----------------------------------------------------------------

export async function insertPasswordReset(db: Db, userId: string, tokenHash: string, ttlSeconds: number) {
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt: secondsFromNow(ttlSeconds) });
}

/** Uses a reset token once: the user it was for, or undefined when unknown, used or expired. */
export async function usePasswordReset(db: Db, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

/** Once the password has changed, no other link may change it again. */
export async function endPasswordResets(db: Db, userId: string): Promise<void> {
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
}

/** Deletes reset links that can no longer be used (expired or used); how many went. */
export async function deleteDeadPasswordResets(db: Db): Promise<number> {
  const rows = await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, sql`now()`), isNotNull(passwordResets.usedAt)))
    .returning({ tokenHash: passwordResets.tokenHash });
  return rows.length;
}

// --- address verification -------------------------------------------------------------

export async function insertEmailVerification(db: Db, userId: string, tokenHash: string, ttlSeconds: number) {
  await db.insert(emailVerifications).values({ userId, tokenHash, expiresAt: secondsFromNow(ttlSeconds) });
}

/** Uses a verification token once: the user it was for, or undefined when unknown, used or expired. */
export async function useEmailVerification(db: Db, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailVerifications.userId });
  return row?.userId;
}

/** Once the address is verified, no other link is needed. */
export async function endEmailVerifications(db: Db, userId: string): Promise<void> {
  await db.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
}

/** Deletes verification links that can no longer be used (expired or used); how many went. */
export async function deleteDeadEmailVerifications(db: Db): Promise<number> {
  const rows = await db
    .delete(emailVerifications)
    .where(or(lt(emailVerifications.expiresAt, sql`now()`), isNotNull(emailVerifications.usedAt)))
    .returning({ tokenHash: emailVerifications.tokenHash });
  return rows.length;
}
