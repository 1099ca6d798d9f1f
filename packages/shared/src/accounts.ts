import { z } from 'zod';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from './languages.ts';

// ---------------------------------------------------------------------------
// Passwords (docs/rules.md#accounts)
// ---------------------------------------------------------------------------

export const PASSWORD_MIN_LENGTH = 8;
/** Hashing cost grows with length; no person types more than this. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * One stable key per broken rule: the API names them in a 400's `details`, and the
 * web form translates each one (e.g. `validation:password.noUppercase`).
 */
export const PASSWORD_RULES = [
  'password.tooShort',
  'password.tooLong',
  'password.noLowercase',
  'password.noUppercase',
  'password.noDigit',
  'password.noSpecial',
  /** Only the API checks this one: a well-known or breached password, padding aside (docs/rules.md#accounts). */
  'password.common',
] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** Letters, digits and cased letters in any script, so "Ñandú" counts like "Nandu". */
const LOWERCASE = /\p{Ll}/u;
const UPPERCASE = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
/** Anything that is neither a letter, a number nor white space: punctuation, symbols. */
const SPECIAL = /[^\p{L}\p{N}\s]/u;

/** The rules a password breaks, in PASSWORD_RULES order; empty when it is acceptable. */
export function passwordProblems(password: string): PasswordRule[] {
  const length = [...password].length;
  const problems: PasswordRule[] = [];
  if (length < PASSWORD_MIN_LENGTH) problems.push('password.tooShort');
  if (length > PASSWORD_MAX_LENGTH) problems.push('password.tooLong');
  if (!LOWERCASE.test(password)) problems.push('password.noLowercase');
  if (!UPPERCASE.test(password)) problems.push('password.noUppercase');
  if (!DIGIT.test(password)) problems.push('password.noDigit');
  if (!SPECIAL.test(password)) problems.push('password.noSpecial');
  return problems;
}

/** A new password: one issue per broken rule, its message being the rule's key (all but the API's own `password.common`). */
export const passwordSchema = z.string().superRefine((password, ctx) => {
  for (const rule of passwordProblems(password)) {
    ctx.addIssue({ code: 'custom', message: rule, params: { rule } });
  }
});

/** A password being checked (sign-in, current password): the rules may have changed since it was chosen. */
const enteredPasswordSchema = z.string().min(1).max(1024);

// ---------------------------------------------------------------------------
// Lifetimes (the privacy policy states them: docs/rules.md)
// ---------------------------------------------------------------------------

/** A session ends this long after its last use (each visit renews its refresh cookie). */
export const SESSION_LIFETIME_DAYS = 30;
/** A password-reset link works once, for this long. */
export const PASSWORD_RESET_LINK_LIFETIME_HOURS = 1;
/** The link mailed at sign-up (or sent again) proves the mailbox once, for this long. */
export const EMAIL_VERIFICATION_LINK_LIFETIME_HOURS = 48;

// ---------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------

export const ROLES = ['user', 'owner', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;
export const DEFAULT_ROLE: Role = 'user';

export const THEMES = ['light', 'dark'] as const;
export const themeSchema = z.enum(THEMES);
export type Theme = z.infer<typeof themeSchema>;
export const DEFAULT_THEME: Theme = 'light';

export const languageSchema = z.enum(SUPPORTED_LANGUAGES);

/** Compared without regard to case or surrounding spaces: stored trimmed and in lower case. */
export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** One line: a name appears in mail, where a line break would be trouble. */
export const personNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[^\p{Cc}]*$/u, 'Must be a single line of text');

/** Digits with the usual separators and an optional leading +; the empty string clears it. */
export const phoneSchema = z
  .string()
  .trim()
  .max(30)
  .regex(/^(|\+?[0-9][0-9 ().-]{3,28})$/, 'Must be a phone number');

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'Must be base64url');

// ---------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------

/** The signed-in person, as sign-in answers it and as the profile page shows it. */
export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  lang: languageSchema,
  theme: themeSchema,
  role: roleSchema,
  /** Whether the person has opened a link mailed to this address (docs/rules.md#accounts). */
  emailVerified: z.boolean(),
  /** How many passkeys ("biometric sign-in") the account has. */
  passkeys: z.number().int().nonnegative(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type User = z.infer<typeof userSchema>;

/** Sign-up, sign-in, refresh and passkey sign-in answer this; the refresh token travels in its cookie. */
export const authSessionSchema = z.object({
  /** The bearer access token (short-lived). */
  token: z.string(),
  /** Seconds the access token stays valid. */
  expiresIn: z.number().int().positive(),
  user: userSchema,
});
export type AuthSession = z.infer<typeof authSessionSchema>;

export const profileSchema = userSchema;
export type Profile = User;

// ---------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------

export const signupBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: personNameSchema,
  lang: languageSchema.default(DEFAULT_LANGUAGE),
  theme: themeSchema.optional(),
});
export type SignupInput = z.input<typeof signupBodySchema>;

export const signinBodySchema = z.object({
  email: emailSchema,
  password: enteredPasswordSchema,
});
export type SigninInput = z.input<typeof signinBodySchema>;

/** POST /api/v1/auth/verify_email: the token of the link mailed to the address (`/{lang}/auth/verify?token=…`). */
export const verifyEmailBodySchema = z.object({ token: base64url(256) });
export type VerifyEmailInput = z.input<typeof verifyEmailBodySchema>;

/** POST /api/v1/auth/resend_verification answers 202 with this, whether or not a mail was needed. */
export const resendVerificationAnswerSchema = z.object({ accepted: z.literal(true) });

export const rememberPasswordBodySchema = z.object({ email: emailSchema });
export type RememberPasswordInput = z.input<typeof rememberPasswordBodySchema>;

export const rememberPasswordAnswerSchema = z.object({ accepted: z.literal(true) });

/**
 * Either signed in with the current password, or with the token of a reset link
 * (`/{lang}/auth/change?token=…`); exactly one of the two.
 */
export const changePasswordBodySchema = z
  .object({
    currentPassword: enteredPasswordSchema.optional(),
    resetToken: base64url(256).optional(),
    newPassword: passwordSchema,
  })
  .refine((body) => (body.currentPassword === undefined) !== (body.resetToken === undefined), {
    message: 'Give either currentPassword or resetToken',
    path: ['currentPassword'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordBodySchema>;

/** The fields a person may change on their own profile; e-mail and role are not among them. */
export const profileUpdateSchema = z.strictObject({
  name: personNameSchema.optional(),
  phone: phoneSchema.nullable().optional(),
  lang: languageSchema.optional(),
  theme: themeSchema.optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

// ---------------------------------------------------------------------------
// Passkeys ("biometric sign-in", WebAuthn): the JSON of @simplewebauthn/browser
// ---------------------------------------------------------------------------

const transportsSchema = z.array(z.string().max(32)).max(10);
/** WebAuthn extensions, passed through as the browser and the library give them. */
const extensionsSchema = z.unknown();
const credentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.string(),
  transports: transportsSchema.optional(),
});

/** What the browser passes to navigator.credentials.create() (startRegistration's optionsJSON). */
export const passkeyRegistrationOptionsSchema = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.string().optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.string().optional(),
      userVerification: z.string().optional(),
    })
    .optional(),
  hints: z.array(z.string()).optional(),
  attestation: z.string().optional(),
  attestationFormats: z.array(z.string()).optional(),
  extensions: extensionsSchema.optional(),
});
export type PasskeyRegistrationOptions = z.infer<typeof passkeyRegistrationOptionsSchema>;

/** What the browser passes to navigator.credentials.get() (startAuthentication's optionsJSON). */
export const passkeyAuthenticationOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  userVerification: z.string().optional(),
  hints: z.array(z.string()).optional(),
  extensions: extensionsSchema.optional(),
});
export type PasskeyAuthenticationOptions = z.infer<typeof passkeyAuthenticationOptionsSchema>;

const credentialBase = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

/** startRegistration()'s result. */
export const passkeyRegistrationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(65536),
    authenticatorData: base64url(8192).optional(),
    transports: transportsSchema.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(8192).optional(),
  }),
});
export type PasskeyRegistrationResponse = z.infer<typeof passkeyRegistrationResponseSchema>;

/** startAuthentication()'s result. */
export const passkeyAuthenticationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(8192),
    // Room for every algorithm an authenticator may use, post-quantum ones included.
    signature: base64url(8192),
    userHandle: base64url(512).optional(),
  }),
});
export type PasskeyAuthenticationResponse = z.infer<typeof passkeyAuthenticationResponseSchema>;

/** POST /api/v1/auth/biometrics_token (signed in): options first, then the authenticator's answer. */
export const biometricsRegistrationBodySchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('options') }),
  z.object({ step: z.literal('verify'), response: passkeyRegistrationResponseSchema }),
]);
export type BiometricsRegistrationInput = z.input<typeof biometricsRegistrationBodySchema>;

/** POST /api/v1/auth/signinBiometrics: options (for one account, or any passkey), then the assertion. */
export const biometricsSigninBodySchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('options'), email: emailSchema.optional() }),
  z.object({ step: z.literal('verify'), response: passkeyAuthenticationResponseSchema }),
]);
export type BiometricsSigninInput = z.input<typeof biometricsSigninBodySchema>;

/** A registered passkey. */
export const passkeySchema = z.object({
  id: z.string(),
  deviceType: z.enum(['singleDevice', 'multiDevice']),
  backedUp: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Passkey = z.infer<typeof passkeySchema>;

// ---------------------------------------------------------------------------
// Error codes the accounts endpoints answer, beyond the common ones of docs/api.md#errors
// ---------------------------------------------------------------------------

export const ACCOUNT_ERROR_CODES = {
  emailInUse: 'EMAIL_IN_USE',
  invalidCredentials: 'INVALID_CREDENTIALS',
  /** The reset link is unknown, used or older than an hour. */
  resetTokenInvalid: 'RESET_TOKEN_INVALID',
  /** The address-verification link is unknown, used or older than EMAIL_VERIFICATION_LINK_LIFETIME_HOURS. */
  verificationTokenInvalid: 'VERIFICATION_TOKEN_INVALID',
  /** Only an account whose address is verified may do this (apply to list a business). */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  /** The passkey ceremony's challenge is unknown, used or expired: start again with step "options". */
  passkeyChallengeInvalid: 'PASSKEY_CHALLENGE_INVALID',
  /** The authenticator's answer did not verify. */
  passkeyVerificationFailed: 'PASSKEY_VERIFICATION_FAILED',
  /** The password (or passkey) is right, but an admin has locked the account (docs/listings.md#roles). */
  accountLocked: 'ACCOUNT_LOCKED',
} as const;
