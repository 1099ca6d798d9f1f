import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  PasskeyAuthenticationOptions,
  PasskeyAuthenticationResponse,
  PasskeyRegistrationOptions,
  PasskeyRegistrationResponse,
} from '@town/shared/accounts';

/**
 * A passkey authenticator in software, for tests: what a phone's or laptop's platform
 * authenticator does, written from the WebAuthn spec, independently of the server's
 * library. ES256 keys (node:crypto), "none" attestation, a signature counter.
 */

// --- a small CBOR encoder (RFC 8949): the subset WebAuthn uses -------------------------------

type CborValue = number | string | Uint8Array | CborValue[] | Map<number | string, CborValue>;

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) {
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(length, 1);
    return b;
  }
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(length, 1);
  return b;
}

export function cborEncode(value: CborValue): Buffer {
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new Error('only integers');
    return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([cborHead(4, value.length), ...value.map(cborEncode)]);
  const entries = [...value.entries()].flatMap(([k, v]) => [cborEncode(k), cborEncode(v)]);
  return Buffer.concat([cborHead(5, value.size), ...entries]);
}

// --- the authenticator ----------------------------------------------------------------------

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

function uint32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
}

interface StoredCredential {
  id: Buffer;
  privateKey: KeyObject;
  /** The user handle the relying party gave at registration, base64url. */
  userHandle: string;
  rpId: string;
  counter: number;
}

export interface CeremonyTweaks {
  /** The page's origin as the browser reports it (a phishing site has another). */
  origin?: string;
  /** Whether the person was verified (fingerprint, face, PIN). */
  userVerified?: boolean;
  /** Pick this credential instead of the first allowed one. */
  credentialId?: string;
  /** Sign with a key that is not the credential's. */
  wrongKey?: boolean;
}

export class SoftwareAuthenticator {
  readonly credentials: StoredCredential[] = [];

  constructor(readonly origin: string) {}

  /** navigator.credentials.create(), as @simplewebauthn/browser's startRegistration() returns it. */
  register(options: PasskeyRegistrationOptions, tweaks: CeremonyTweaks = {}): PasskeyRegistrationResponse {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, CborValue>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const id = randomBytes(32);
    const flags =
      FLAG_USER_PRESENT | FLAG_ATTESTED_CREDENTIAL | (tweaks.userVerified === false ? 0 : FLAG_USER_VERIFIED);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flags]),
      uint32(0),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      id,
      cborEncode(coseKey),
    ]);
    const attestationObject = cborEncode(
      new Map<string, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin: tweaks.origin ?? this.origin,
      crossOrigin: false,
    });
    this.credentials.push({ id, privateKey, userHandle: options.user.id, rpId, counter: 0 });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(Buffer.from(clientDataJSON)),
        attestationObject: b64url(attestationObject),
        transports: ['internal', 'hybrid'],
      },
    };
  }

  /** navigator.credentials.get(), as startAuthentication() returns it. */
  authenticate(options: PasskeyAuthenticationOptions, tweaks: CeremonyTweaks = {}): PasskeyAuthenticationResponse {
    const allowed = options.allowCredentials?.map((c) => c.id) ?? [];
    const credential = this.credentials.find((c) =>
      tweaks.credentialId
        ? b64url(c.id) === tweaks.credentialId
        : allowed.length === 0 || allowed.includes(b64url(c.id)),
    );
    if (!credential) throw new Error('no matching credential on this authenticator');
    credential.counter += 1;
    const flags = FLAG_USER_PRESENT | (tweaks.userVerified === false ? 0 : FLAG_USER_VERIFIED);
    const authData = Buffer.concat([
      sha256(options.rpId ?? credential.rpId),
      Buffer.from([flags]),
      uint32(credential.counter),
    ]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: options.challenge,
        origin: tweaks.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
    const key = tweaks.wrongKey ? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey : credential.privateKey;
    // ECDSA over authenticatorData ‖ SHA-256(clientDataJSON), DER-encoded, as WebAuthn §6.3.3 says.
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), key);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }
}
