import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, ERROR_CODES, isSupportedLanguage } from '@town/shared';
import {
  ACCOUNT_ERROR_CODES,
  type AuthSession,
  type ProfileUpdate,
  type Role,
  type User,
  userSchema,
} from '@town/shared/accounts';
import { ADMIN_USERS_LIMIT, type AdminUser, type AdminUserChange } from '@town/shared/admin';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { conflict, HttpError, notFound, unauthenticated } from '../../lib/http-errors.ts';
import { ACCESS_TOKEN_TTL_SECONDS, type AuthUser } from '../../plugins/auth.ts';
import type { AuditService } from '../audit/index.ts';
import {
  createSession,
  deleteDeadEmailVerifications,
  deleteDeadPasswordResets,
  endEmailVerifications,
  endPasswordResets,
  findRefreshToken,
  findUserByEmail,
  findUserById,
  findUserForUpdate,
  findUsersByIds,
  insertEmailVerification,
  insertPasswordReset,
  insertRefreshToken,
  insertUser,
  markEmailVerified,
  markSessionRefreshed,
  promoteToAdmin,
  revokeSession,
  revokeUserSessions,
  searchUsers,
  setPasswordHash,
  setRoleAndLock,
  updateUser,
  useEmailVerification,
  useRefreshToken,
  usePasswordReset,
  type Db,
  type SessionMethod,
  type UserRow,
} from './accounts.repository.ts';
import { passwordResetMail, resetLink, verificationLink, verificationMail } from './accounts.mail.ts';
import {
  hashToken,
  newOpaqueToken,
  REFRESH_TOKEN_TTL_SECONDS,
  RESET_TOKEN_TTL_SECONDS,
  VERIFICATION_TOKEN_TTL_SECONDS,
} from './accounts.tokens.ts';
import { countUserPasskeys } from './passkeys.repository.ts';

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane); the library's
 * default algorithm is argon2id, and the hash string records every parameter.
 */
/** A refresh token used this recently is a race between the owner's own requests, not a theft. */
const REFRESH_REUSE_GRACE_MS = 10_000;

const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

/** A new session as the routes hand it out: the answer, and the refresh token for the cookie. */
export interface IssuedSession extends AuthSession {
  refreshToken: string;
}

/** The answer of every sign-in: the access token and user; the refresh token goes in its cookie. */
export function sessionAnswer({ token, expiresIn, user }: IssuedSession) {
  return { token, expiresIn, user };
}

export const invalidCredentials = (message = 'The e-mail or the password is not right') =>
  new HttpError(401, ACCOUNT_ERROR_CODES.invalidCredentials, message);

/** Only once the password (or passkey) is right: a wrong one gets invalidCredentials, whoever's account it is. */
const accountLocked = () =>
  new HttpError(403, ACCOUNT_ERROR_CODES.accountLocked, 'This account is locked; contact the town hall');

/** An account as the town hall's user list shows it. */
const adminUserOf = (row: UserRow): AdminUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  locked: row.lockedAt !== null,
  createdAt: row.createdAt.toISOString(),
});

interface Deps {
  db: Database;
  auth: FastifyInstance['auth'];
  mailer: FastifyInstance['mailer'];
  config: AppConfig;
  log: FastifyBaseLogger;
  audit: AuditService;
}

export function createAccountsService({ db, auth, mailer, config, log, audit }: Deps) {
  /**
   * Unknown e-mails are checked against this hash, so that signing in takes the same
   * work whether or not the account exists (no account enumeration by timing).
   */
  let dummyHash: Promise<string> | undefined;
  const unknownAccountHash = () => (dummyHash ??= hashPassword(randomBytes(18).toString('base64url')));

  async function toUser(tx: Db, row: UserRow): Promise<User> {
    return userSchema.parse({
      id: row.id,
      email: row.email,
      name: row.name,
      phone: row.phone,
      lang: isSupportedLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
      theme: row.theme,
      role: row.role,
      emailVerified: row.emailVerifiedAt !== null,
      passkeys: await countUserPasskeys(tx, row.id),
      createdAt: row.createdAt.toISOString(),
    });
  }

  async function issue(tx: Db, row: UserRow, sessionId: string): Promise<IssuedSession> {
    const refreshToken = newOpaqueToken();
    await insertRefreshToken(tx, sessionId, hashToken(refreshToken), REFRESH_TOKEN_TTL_SECONDS);
    const authUser: AuthUser = { id: row.id, role: row.role, sessionId };
    return {
      token: await auth.issueAccessToken(authUser),
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      user: await toUser(tx, row),
      refreshToken,
    };
  }

  /** A new session (a new refresh-token family) for someone who just proved who they are. */
  async function startSession(row: UserRow, method: SessionMethod, userAgent: string | null): Promise<IssuedSession> {
    if (row.lockedAt) throw accountLocked();
    return db.transaction(async (tx) => {
      const sessionId = await createSession(tx, { userId: row.id, method, userAgent });
      return issue(tx, row, sessionId);
    });
  }

  /**
   * A new verification link for the account, written with its mail in the caller's
   * transaction: no working link that was never mailed (docs/rules.md#accounts).
   */
  async function mailVerificationLink(tx: Db, row: UserRow): Promise<void> {
    const token = newOpaqueToken();
    const lang = isSupportedLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
    await insertEmailVerification(tx, row.id, hashToken(token), VERIFICATION_TOKEN_TTL_SECONDS);
    await mailer.write(
      tx,
      verificationMail({ to: row.email, name: row.name, lang, link: verificationLink(config.publicUrl, lang, token) }),
    );
  }

  /**
   * The mailbox is proven (a verification or a reset link was opened): the account is verified,
   * its other verification links end, and an address in ADMIN_EMAILS makes it an admin now
   * (docs/listings.md#roles), never before.
   */
  async function proveMailbox(tx: Db, userId: string): Promise<void> {
    await markEmailVerified(tx, userId);
    await endEmailVerifications(tx, userId);
    const promoted = await promoteToAdmin(tx, config.adminEmails, userId);
    if (promoted.length > 0) log.info({ userId }, 'verified account in ADMIN_EMAILS made admin');
  }

  /** The account of a signed-in user; 401 when it no longer exists. */
  async function account(userId: string): Promise<UserRow> {
    const row = await findUserById(db, userId);
    if (!row) throw unauthenticated();
    return row;
  }

  return {
    account,

    /** How to write to a user: their name, e-mail and language (as stored). */
    async contact(userId: string): Promise<{ name: string; email: string; language: string } | undefined> {
      const row = await findUserById(db, userId);
      return row && { name: row.name, email: row.email, language: row.language };
    },

    /**
     * Several users' names, e-mails, phones, languages and roles by id, for other modules' lists and
     * mails; `tx`: read in the caller's transaction (not a second connection while it holds one).
     */
    async profilesOf(
      ids: readonly string[],
      tx: Db = db,
    ): Promise<
      Map<
        string,
        { name: string; email: string; phone: string | null; language: string; role: Role; emailVerified: boolean }
      >
    > {
      const rows = await findUsersByIds(tx, [...new Set(ids)]);
      return new Map(
        rows.map((row) => [
          row.id,
          {
            name: row.name,
            email: row.email,
            phone: row.phone,
            language: row.language,
            role: row.role,
            emailVerified: row.emailVerifiedAt !== null,
          },
        ]),
      );
    },

    /** A new session for a user who proved who they are with a passkey. */
    async startPasskeySession(userId: string, userAgent: string | null): Promise<IssuedSession> {
      return startSession(await account(userId), 'passkey', userAgent);
    },

    /**
     * A new account, signed in, and the link that proves its address mailed in its language.
     * Whatever the address, it starts as a user: ADMIN_EMAILS counts once the mailbox is proven.
     */
    async signup(
      input: { email: string; password: string; name: string; lang: string; theme?: 'light' | 'dark' },
      userAgent: string | null,
    ): Promise<IssuedSession> {
      const passwordHash = await hashPassword(input.password);
      const session = await db.transaction(async (tx) => {
        const row = await insertUser(tx, {
          email: input.email,
          name: input.name,
          language: input.lang,
          theme: input.theme,
          passwordHash,
        });
        if (!row) throw conflict(ACCOUNT_ERROR_CODES.emailInUse, 'An account with this e-mail already exists');
        await mailVerificationLink(tx, row);
        const sessionId = await createSession(tx, { userId: row.id, method: 'password', userAgent });
        return issue(tx, row, sessionId);
      });
      mailer.deliverSoon();
      return session;
    },

    /** Opens a verification link (single use, EMAIL_VERIFICATION_LINK_LIFETIME_HOURS). */
    async verifyEmail(token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const userId = await useEmailVerification(tx, hashToken(token));
        if (!userId) {
          throw new HttpError(
            400,
            ACCOUNT_ERROR_CODES.verificationTokenInvalid,
            'This link is unknown, already used or expired; ask for a new one from your profile',
          );
        }
        await proveMailbox(tx, userId);
      });
    },

    /** Mails a new verification link to a signed-in account; nothing when it is already verified. */
    async resendVerification(userId: string): Promise<void> {
      const row = await account(userId);
      if (row.emailVerifiedAt) return;
      await db.transaction((tx) => mailVerificationLink(tx, row));
      mailer.deliverSoon();
    },

    /** The new session, or undefined for a wrong e-mail or password (the same work either way). */
    async signin(input: { email: string; password: string }, userAgent: string | null) {
      const row = await findUserByEmail(db, input.email);
      const matches = await verify(row?.passwordHash ?? (await unknownAccountHash()), input.password).catch(
        () => false,
      );
      if (!row || !matches) return undefined;
      return startSession(row, 'password', userAgent);
    },

    /**
     * Rotates a refresh token: the presented one is used up, its successor issued in the
     * same session. A token that was already used means it was copied: the whole session
     * (every token descended from the same sign-in) ends.
     */
    async refresh(refreshToken: string, userAgent: string | null): Promise<IssuedSession> {
      const tokenHash = hashToken(refreshToken);
      const renewed = await db.transaction(async (tx) => {
        const used = await useRefreshToken(tx, tokenHash);
        if (!used) return undefined;
        const row = await findUserById(tx, used.userId);
        if (!row) return undefined;
        // Locking ends the account's sessions; this also covers a lock set by hand in the database.
        if (row.lockedAt) throw unauthenticated('This account is locked');
        await markSessionRefreshed(tx, used.sessionId);
        return issue(tx, row, used.sessionId);
      });
      if (renewed) return renewed;
      const known = await findRefreshToken(db, tokenHash);
      if (known?.usedAt) {
        // Two tabs refreshing at once, or a retried request whose answer was lost: the
        // token was used moments ago by its owner. Not a theft; the client retries with
        // the cookie it now holds.
        if (Date.now() - known.usedAt.getTime() < REFRESH_REUSE_GRACE_MS) {
          throw new HttpError(
            401,
            ERROR_CODES.refreshSuperseded,
            'This refresh token was just renewed; retry with the new one',
          );
        }
        await revokeSession(db, known.sessionId, 'reuse');
        log.warn({ sessionId: known.sessionId, userAgent }, 'a used refresh token came back: session revoked');
      }
      throw unauthenticated('The session has ended; sign in again');
    },

    /** Ends the session of the refresh cookie and of the access token, whichever are given. */
    async signout(refreshToken: string | undefined, sessionId: string | undefined): Promise<void> {
      const known = refreshToken ? await findRefreshToken(db, hashToken(refreshToken)) : undefined;
      for (const id of new Set([known?.sessionId, sessionId])) {
        if (id) await revokeSession(db, id, 'signout');
      }
    },

    /**
     * Mails a reset link when the account exists; says nothing either way. The caller
     * answers before this work is done (see `startPasswordReset`), so the time of the
     * answer does not tell whether the account exists.
     */
    async requestPasswordReset(email: string): Promise<void> {
      const row = await findUserByEmail(db, email);
      if (!row) return;
      const token = newOpaqueToken();
      const lang = isSupportedLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
      const mail = passwordResetMail({
        to: row.email,
        name: row.name,
        lang,
        link: resetLink(config.publicUrl, lang, token),
      });
      // The link and its mail together: no working link that was never mailed.
      await db.transaction(async (tx) => {
        await insertPasswordReset(tx, row.id, hashToken(token), RESET_TOKEN_TTL_SECONDS);
        await mailer.write(tx, mail);
      });
      mailer.deliverSoon();
    },

    /** Signed in: false when the current password is wrong. Every other session of the user ends. */
    async changePassword(user: AuthUser, currentPassword: string, newPassword: string): Promise<boolean> {
      const row = await findUserById(db, user.id);
      if (!row) throw unauthenticated();
      if (!(await verify(row.passwordHash, currentPassword).catch(() => false))) return false;
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, row.id, passwordHash);
        await revokeUserSessions(tx, row.id, 'password-change', user.sessionId);
        await endPasswordResets(tx, row.id);
      });
      return true;
    },

    /**
     * With a reset link's token (single use, one hour). Every session of the user ends. The
     * link came by mail, so the mailbox is proven too. The account's e-mail.
     */
    async resetPassword(resetToken: string, newPassword: string): Promise<string> {
      return db.transaction(async (tx) => {
        const userId = await usePasswordReset(tx, hashToken(resetToken));
        if (!userId) {
          throw new HttpError(
            400,
            ACCOUNT_ERROR_CODES.resetTokenInvalid,
            'This link is unknown, already used or more than an hour old; ask for a new one',
          );
        }
        await setPasswordHash(tx, userId, await hashPassword(newPassword));
        await revokeUserSessions(tx, userId, 'password-reset');
        await endPasswordResets(tx, userId);
        await proveMailbox(tx, userId);
        return (await findUserById(tx, userId))!.email;
      });
    },

    async profile(userId: string): Promise<User> {
      const row = await findUserById(db, userId);
      if (!row) throw unauthenticated();
      return toUser(db, row);
    },

    async updateProfile(userId: string, changes: ProfileUpdate): Promise<User> {
      const row = await updateUser(db, userId, {
        name: changes.name,
        phone: changes.phone === undefined ? undefined : changes.phone || null,
        language: changes.lang,
        theme: changes.theme,
      });
      if (!row) throw unauthenticated();
      return toUser(db, row);
    },

    /** Retention: reset links that expired or were used are deleted; how many went. */
    deleteExpiredPasswordResets: () => deleteDeadPasswordResets(db),

    /** Retention: verification links that expired or were used are deleted; how many went. */
    deleteExpiredEmailVerifications: () => deleteDeadEmailVerifications(db),

    /**
     * At every start (docs/listings.md#roles): verified accounts whose e-mail is in ADMIN_EMAILS
     * become admins. Not an admin's action, so not audited; the log says which accounts changed.
     */
    async promoteConfiguredAdmins(): Promise<void> {
      const promoted = await promoteToAdmin(db, config.adminEmails);
      if (promoted.length > 0) {
        log.info({ userIds: promoted.map((row) => row.id) }, 'accounts in ADMIN_EMAILS made admins');
      }
    },

    /**
     * An approved owner application (docs/listings.md#becoming-an-owner), in the caller's
     * transaction: the account becomes an owner, an admin stays an admin. Its role before and after.
     */
    async grantOwner(userId: string, tx: Db): Promise<{ before: Role; after: Role }> {
      const row = await findUserForUpdate(tx, userId);
      if (!row) throw notFound('No such account');
      if (row.role !== 'user') return { before: row.role, after: row.role };
      await setRoleAndLock(tx, userId, { role: 'owner' });
      return { before: row.role, after: 'owner' };
    },

    /** The town hall's user search: e-mail or name, case and accents aside; the newest first. */
    async findUsers(q: string | undefined): Promise<AdminUser[]> {
      return (await searchUsers(db, q, ADMIN_USERS_LIMIT)).map(adminUserOf);
    },

    /**
     * An admin changes an account's role or lock, audited in the same transaction. Locking ends
     * every session at once. An admin cannot demote or lock themselves: the town hall must not
     * lose its last admin by a slip (409 SELF_CHANGE).
     */
    async changeUser(actor: AuthUser, userId: string, change: AdminUserChange): Promise<AdminUser> {
      const demotes = change.role !== undefined && change.role !== 'admin';
      if (userId === actor.id && (demotes || change.locked === true)) {
        throw conflict(ERROR_CODES.selfChange, 'You cannot demote or lock your own account');
      }
      return db.transaction(async (tx) => {
        const row = await findUserForUpdate(tx, userId);
        if (!row) throw notFound('No such account');
        const before = { role: row.role, locked: row.lockedAt !== null };
        const after = { role: change.role ?? before.role, locked: change.locked ?? before.locked };
        if (after.role === before.role && after.locked === before.locked) return adminUserOf(row);
        const changed = await setRoleAndLock(tx, userId, {
          role: after.role === before.role ? undefined : after.role,
          locked: after.locked === before.locked ? undefined : after.locked,
        });
        if (after.locked && !before.locked) await revokeUserSessions(tx, userId, 'locked');
        await audit.record(
          { actorId: actor.id, action: 'user.update', targetType: 'user', targetId: userId, before, after },
          tx,
        );
        return adminUserOf(changed!);
      });
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
