import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PRODUCT_NAME } from '@town/shared';
import {
  ACCOUNT_ERROR_CODES,
  type Passkey,
  type PasskeyAuthenticationOptions,
  type PasskeyAuthenticationResponse,
  type PasskeyRegistrationOptions,
  type PasskeyRegistrationResponse,
} from '@town/shared/accounts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { findUserByEmail, type UserRow } from './accounts.repository.ts';
import { invalidCredentials } from './accounts.service.ts';
import {
  deleteUserPasskeys,
  findPasskey,
  insertChallenge,
  insertPasskey,
  listUserPasskeys,
  recordPasskeyUse,
  takeChallenge,
  type ChallengePurpose,
} from './passkeys.repository.ts';

/** A ceremony (options, then the authenticator's answer) must finish within five minutes. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
const CEREMONY_TIMEOUT_MS = 2 * 60_000;

const challengeInvalid = () =>
  new HttpError(
    400,
    ACCOUNT_ERROR_CODES.passkeyChallengeInvalid,
    'This passkey request is unknown, already used or expired; start again',
  );

/** The WebAuthn user handle: the account id's bytes, so an assertion names its account. */
const userHandleOf = (userId: string) => new TextEncoder().encode(userId);

interface Deps {
  db: Database;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/**
 * "Biometric sign-in": WebAuthn passkeys. The relying party is the product's public
 * origin; challenges wait in the database, so any API process can finish a ceremony
 * another one started.
 */
/**
 * The WebAuthn library, loaded on the first passkey request rather than at start: it is one
 * of the heaviest imports, and most starts never see a passkey (docs/benchmarks.md).
 */
const webAuthn = () => import('@simplewebauthn/server');
const webAuthnHelpers = () => import('@simplewebauthn/server/helpers');

export function createPasskeysService({ db, config, log }: Deps) {
  const { hostname: rpID, origin } = new URL(config.publicUrl);
  const standInCredentialId = (email: string) =>
    createHmac('sha256', config.authSecret).update(`passkey:${email.trim().toLowerCase()}`).digest('base64url');

  /** The challenge the browser signed, taken (once) from the store; refused when not pending. */
  async function takeAnsweredChallenge(clientDataJSON: string, purpose: ChallengePurpose, userId?: string) {
    let challenge: string;
    try {
      challenge = (await webAuthnHelpers()).decodeClientDataJSON(clientDataJSON).challenge;
    } catch {
      throw challengeInvalid();
    }
    if (typeof challenge !== 'string' || !/^[A-Za-z0-9_-]{16,128}$/.test(challenge)) throw challengeInvalid();
    const pending = await takeChallenge(db, challenge, purpose, userId);
    if (!pending) throw challengeInvalid();
    return { challenge, userId: pending.userId };
  }

  return {
    async registrationOptions(user: UserRow): Promise<PasskeyRegistrationOptions> {
      const existing = await listUserPasskeys(db, user.id);
      const options = await (
        await webAuthn()
      ).generateRegistrationOptions({
        rpName: PRODUCT_NAME,
        rpID,
        userID: userHandleOf(user.id),
        userName: user.email,
        userDisplayName: user.name,
        timeout: CEREMONY_TIMEOUT_MS,
        attestationType: 'none',
        // ES256, EdDSA and RS256: what authenticators everywhere support. Post-quantum ML-DSA
        // (offered first by default on Node 24) makes signatures of several kilobytes.
        supportedAlgorithmIDs: [-7, -8, -257],
        excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
        // Biometric sign-in: the authenticator must verify the person (fingerprint, face, PIN).
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
      });
      await insertChallenge(
        db,
        { challenge: options.challenge, purpose: 'registration', userId: user.id },
        CHALLENGE_TTL_SECONDS,
      );
      return options;
    },

    async verifyRegistration(user: UserRow, response: PasskeyRegistrationResponse): Promise<Passkey> {
      const pending = await takeAnsweredChallenge(response.response.clientDataJSON, 'registration', user.id);
      const failed = (reason: unknown) => {
        log.info({ err: reason, userId: user.id }, 'passkey registration did not verify');
        return new HttpError(400, ACCOUNT_ERROR_CODES.passkeyVerificationFailed, 'The passkey could not be verified');
      };
      const verification = await (
        await webAuthn()
      )
        .verifyRegistrationResponse({
          response,
          expectedChallenge: pending.challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
        })
        .catch((error: unknown) => {
          throw failed(error);
        });
      if (!verification.verified) throw failed('not verified');
      const info = verification.registrationInfo;
      const row = await insertPasskey(db, {
        id: info.credential.id,
        userId: user.id,
        publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
        counter: info.credential.counter,
        transports: response.response.transports ?? [],
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
      });
      if (!row) throw failed('credential already registered');
      return {
        id: row.id,
        deviceType: row.deviceType,
        backedUp: row.backedUp,
        createdAt: row.createdAt.toISOString(),
      };
    },

    /**
     * With an e-mail, the account's passkeys are listed (none: the page shows
     * "no credentials"); without, the browser offers any passkey it holds for us.
     */
    async authenticationOptions(email: string | undefined): Promise<PasskeyAuthenticationOptions> {
      const user = email ? await findUserByEmail(db, email) : undefined;
      const allowed = user ? await listUserPasskeys(db, user.id) : [];
      // An e-mail with no account (or no passkey) gets a stand-in credential id, stable for that
      // e-mail, so the answer never tells whether the account exists.
      const allowCredentials =
        allowed.length > 0
          ? allowed.map((p) => ({ id: p.id, transports: p.transports }))
          : email
            ? [{ id: standInCredentialId(email) }]
            : [];
      const options = await (
        await webAuthn()
      ).generateAuthenticationOptions({
        rpID,
        timeout: CEREMONY_TIMEOUT_MS,
        userVerification: 'required',
        allowCredentials,
      });
      await insertChallenge(
        db,
        { challenge: options.challenge, purpose: 'authentication', userId: user?.id ?? null },
        CHALLENGE_TTL_SECONDS,
      );
      return options;
    },

    /** The id of the account the assertion proves, or 401 INVALID_CREDENTIALS. */
    async verifyAuthentication(response: PasskeyAuthenticationResponse): Promise<string> {
      const pending = await takeAnsweredChallenge(response.response.clientDataJSON, 'authentication');
      const passkey = await findPasskey(db, response.id);
      const failed = (reason: unknown) => {
        log.info({ err: reason, credentialId: response.id }, 'passkey sign-in did not verify');
        return invalidCredentials('This passkey could not be verified');
      };
      if (!passkey) throw failed('unknown credential');
      if (pending.userId && pending.userId !== passkey.userId) throw failed('credential of another account');
      const handle = response.response.userHandle;
      if (handle && handle !== Buffer.from(userHandleOf(passkey.userId)).toString('base64url')) {
        throw failed('user handle of another account');
      }
      const verification = await (
        await webAuthn()
      )
        .verifyAuthenticationResponse({
          response,
          expectedChallenge: pending.challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          credential: {
            id: passkey.id,
            publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
            counter: passkey.counter,
            transports: passkey.transports,
          },
          requireUserVerification: true,
        })
        .catch((error: unknown) => {
          throw failed(error);
        });
      if (!verification.verified) throw failed('not verified');
      await recordPasskeyUse(db, passkey.id, verification.authenticationInfo.newCounter);
      return passkey.userId;
    },

    /** Removes every passkey of the user ("biometric sign-in" off on all devices). */
    async reset(userId: string): Promise<number> {
      return deleteUserPasskeys(db, userId);
    },
  };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
