import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_ROLE, DEFAULT_THEME, ROLES, THEMES } from '@town/shared/accounts';
import { DEFAULT_LANGUAGE } from '@town/shared/languages';
import { sqlList } from './sql-literals.ts';
import { belongsTo, createdAt, generatedId, updatedAt } from './columns.ts';

/** Case-insensitive text (the citext extension, enabled by the foundation migration). */
const citext = customType<{ data: string }>({
  dataType: () => 'citext',
});

/** People with an account. The e-mail is unique whatever its case (citext). */
export const users = pgTable(
  'users',
  {
    id: generatedId(),
    email: citext('email').notNull().unique('users_email_unique'),
    name: text('name').notNull(),
    phone: text('phone'),
    language: text('language').notNull().default(DEFAULT_LANGUAGE),
    theme: text('theme', { enum: THEMES }).notNull().default(DEFAULT_THEME),
    role: text('role', { enum: ROLES }).notNull().default(DEFAULT_ROLE),
    /** argon2id, PHC string format. */
    passwordHash: text('password_hash').notNull(),
    /** Set while an admin has locked the account: no sign-in, no token honoured. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** When the person opened the link mailed to this address (or a reset link): the mailbox is theirs. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in (${sqlList(ROLES)})`),
    check('users_theme_check', sql`${t.theme} in (${sqlList(THEMES)})`),
  ],
);

/**
 * A sign-in on one device: the family of refresh tokens that descend from it
 * (docs/decisions/003-sessions.md). Access tokens name their session; a revoked
 * session's access tokens are refused at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: generatedId(),
    userId: belongsTo('user_id', () => users.id),
    method: text('method', { enum: ['password', 'passkey'] }).notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** signout, reuse (an old refresh token came back), password-change, password-reset. */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** When a single-use token was issued, until when it works, and when it was used. */
const singleUseTokenTimes = () => ({
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A table of the single-use links mailed to account holders, only as SHA-256 hashes of their token. */
function mailedLinkTokens<Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      tokenHash: text('token_hash').primaryKey(),
      userId: belongsTo('user_id', () => users.id),
      ...singleUseTokenTimes(),
    },
    (t) => [index(`${name}_user_id_idx`).on(t.userId)],
  );
}

/**
 * Refresh tokens, only as SHA-256 hashes. Each is used once: refreshing marks it used
 * and issues its successor; a used one coming back revokes the whole session.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: belongsTo('session_id', () => sessions.id),
    ...singleUseTokenTimes(),
  },
  (t) => [index('refresh_tokens_session_id_idx').on(t.sessionId)],
);

/** Password-reset links, only as SHA-256 hashes of their token; single use, one hour. */
export const passwordResets = mailedLinkTokens('password_resets');

/**
 * Links that prove an account's mailbox (docs/rules.md#accounts), only as SHA-256 hashes of
 * their token; single use, EMAIL_VERIFICATION_LINK_LIFETIME_HOURS.
 */
export const emailVerifications = mailedLinkTokens('email_verifications');

/** WebAuthn credentials ("biometric sign-in"). */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential ID, base64url. */
    id: text('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    deviceType: text('device_type', { enum: ['singleDevice', 'multiDevice'] }).notNull(),
    backedUp: boolean('backed_up').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);

/**
 * Pending WebAuthn challenges. API processes are stateless, so the challenge issued
 * by one is checked by whichever answers the next step; each is used once.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['registration', 'authentication'] }).notNull(),
    /** The account it was issued for: always for registration, when an e-mail was given for sign-in. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webauthn_challenges_expires_at_idx').on(t.expiresAt)],
);
