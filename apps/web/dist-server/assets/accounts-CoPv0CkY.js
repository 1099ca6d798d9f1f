import { r as SUPPORTED_LANGUAGES } from "./languages-CqGr3DKn.js";
import { a as array, c as email, d as number, f as object, g as unknown, h as string, i as _enum, m as strictObject, o as boolean, p as record, s as discriminatedUnion, u as literal, v as uuid } from "./schemas-J8q5Yb95.js";
import { n as datetime } from "./iso-B4G9o12K.js";
/**
* One stable key per broken rule: the API names them in a 400's `details`, and the
* web form translates each one (e.g. `validation:password.noUppercase`).
*/
var PASSWORD_RULES = [
	"password.tooShort",
	"password.tooLong",
	"password.noLowercase",
	"password.noUppercase",
	"password.noDigit",
	"password.noSpecial"
];
/** Letters, digits and cased letters in any script, so "Ñandú" counts like "Nandu". */
var LOWERCASE = /\p{Ll}/u;
var UPPERCASE = /\p{Lu}/u;
var DIGIT = /\p{Nd}/u;
/** Anything that is neither a letter, a number nor white space: punctuation, symbols. */
var SPECIAL = /[^\p{L}\p{N}\s]/u;
/** The rules a password breaks, in PASSWORD_RULES order; empty when it is acceptable. */
function passwordProblems(password) {
	const length = [...password].length;
	const problems = [];
	if (length < 6) problems.push("password.tooShort");
	if (length > 128) problems.push("password.tooLong");
	if (!LOWERCASE.test(password)) problems.push("password.noLowercase");
	if (!UPPERCASE.test(password)) problems.push("password.noUppercase");
	if (!DIGIT.test(password)) problems.push("password.noDigit");
	if (!SPECIAL.test(password)) problems.push("password.noSpecial");
	return problems;
}
/** A new password: one issue per broken rule, its message being the rule's key. */
var passwordSchema = string().superRefine((password, ctx) => {
	for (const rule of passwordProblems(password)) ctx.addIssue({
		code: "custom",
		message: rule,
		params: { rule }
	});
});
/** A password being checked (sign-in, current password): the rules may have changed since it was chosen. */
var enteredPasswordSchema = string().min(1).max(1024);
var roleSchema = _enum([
	"user",
	"owner",
	"admin"
]);
var THEMES = ["light", "dark"];
var themeSchema = _enum(THEMES);
var languageSchema = _enum(SUPPORTED_LANGUAGES);
/** Compared without regard to case or surrounding spaces: stored trimmed and in lower case. */
var emailSchema = string().trim().toLowerCase().max(254).pipe(email());
/** One line: a name appears in mail, where a line break would be trouble. */
var personNameSchema = string().trim().min(1).max(100).regex(/^[^\p{Cc}]*$/u, "Must be a single line of text");
/** Digits with the usual separators and an optional leading +; the empty string clears it. */
var phoneSchema = string().trim().max(30).regex(/^(|\+?[0-9][0-9 ().-]{3,28})$/, "Must be a phone number");
var base64url = (max) => string().min(1).max(max).regex(/^[A-Za-z0-9_-]+$/, "Must be base64url");
/** The signed-in person, as sign-in answers it and as the profile page shows it. */
var userSchema = object({
	id: uuid(),
	email: string(),
	name: string(),
	phone: string().nullable(),
	lang: languageSchema,
	theme: themeSchema,
	role: roleSchema,
	/** How many passkeys ("biometric sign-in") the account has. */
	passkeys: number().int().nonnegative(),
	createdAt: datetime({ offset: true })
});
/** Sign-up, sign-in, refresh and passkey sign-in answer this; the refresh token travels in its cookie. */
var authSessionSchema = object({
	/** The bearer access token (short-lived). */
	token: string(),
	/** Seconds the access token stays valid. */
	expiresIn: number().int().positive(),
	user: userSchema
});
var profileSchema = userSchema;
var signupBodySchema = object({
	email: emailSchema,
	password: passwordSchema,
	name: personNameSchema,
	lang: languageSchema.default("es"),
	theme: themeSchema.optional()
});
var signinBodySchema = object({
	email: emailSchema,
	password: enteredPasswordSchema
});
var rememberPasswordBodySchema = object({ email: emailSchema });
var rememberPasswordAnswerSchema = object({ accepted: literal(true) });
/**
* Either signed in with the current password, or with the token of a reset link
* (`/{lang}/auth/change?token=…`); exactly one of the two.
*/
var changePasswordBodySchema = object({
	currentPassword: enteredPasswordSchema.optional(),
	resetToken: base64url(256).optional(),
	newPassword: passwordSchema
}).refine((body) => body.currentPassword === void 0 !== (body.resetToken === void 0), {
	message: "Give either currentPassword or resetToken",
	path: ["currentPassword"]
});
/** The fields a person may change on their own profile; e-mail and role are not among them. */
var profileUpdateSchema = strictObject({
	name: personNameSchema.optional(),
	phone: phoneSchema.nullable().optional(),
	lang: languageSchema.optional(),
	theme: themeSchema.optional()
});
var transportsSchema = array(string().max(32)).max(10);
/** WebAuthn extensions, passed through as the browser and the library give them. */
var extensionsSchema = unknown();
var credentialDescriptorSchema = object({
	id: string(),
	type: string(),
	transports: transportsSchema.optional()
});
object({
	rp: object({
		name: string(),
		id: string().optional()
	}),
	user: object({
		id: string(),
		name: string(),
		displayName: string()
	}),
	challenge: string(),
	pubKeyCredParams: array(object({
		alg: number(),
		type: string()
	})),
	timeout: number().optional(),
	excludeCredentials: array(credentialDescriptorSchema).optional(),
	authenticatorSelection: object({
		authenticatorAttachment: string().optional(),
		requireResidentKey: boolean().optional(),
		residentKey: string().optional(),
		userVerification: string().optional()
	}).optional(),
	hints: array(string()).optional(),
	attestation: string().optional(),
	attestationFormats: array(string()).optional(),
	extensions: extensionsSchema.optional()
});
object({
	challenge: string(),
	timeout: number().optional(),
	rpId: string().optional(),
	allowCredentials: array(credentialDescriptorSchema).optional(),
	userVerification: string().optional(),
	hints: array(string()).optional(),
	extensions: extensionsSchema.optional()
});
var credentialBase = {
	id: base64url(1400),
	rawId: base64url(1400),
	type: literal("public-key"),
	authenticatorAttachment: _enum(["platform", "cross-platform"]).optional(),
	clientExtensionResults: record(string(), unknown()).default({})
};
/** startRegistration()'s result. */
var passkeyRegistrationResponseSchema = object({
	...credentialBase,
	response: object({
		clientDataJSON: base64url(8192),
		attestationObject: base64url(65536),
		authenticatorData: base64url(8192).optional(),
		transports: transportsSchema.optional(),
		publicKeyAlgorithm: number().int().optional(),
		publicKey: base64url(8192).optional()
	})
});
/** startAuthentication()'s result. */
var passkeyAuthenticationResponseSchema = object({
	...credentialBase,
	response: object({
		clientDataJSON: base64url(8192),
		authenticatorData: base64url(8192),
		signature: base64url(8192),
		userHandle: base64url(512).optional()
	})
});
discriminatedUnion("step", [object({ step: literal("options") }), object({
	step: literal("verify"),
	response: passkeyRegistrationResponseSchema
})]);
discriminatedUnion("step", [object({
	step: literal("options"),
	email: emailSchema.optional()
}), object({
	step: literal("verify"),
	response: passkeyAuthenticationResponseSchema
})]);
/** A registered passkey. */
var passkeySchema = object({
	id: string(),
	deviceType: _enum(["singleDevice", "multiDevice"]),
	backedUp: boolean(),
	createdAt: datetime({ offset: true })
});
var ACCOUNT_ERROR_CODES = {
	emailInUse: "EMAIL_IN_USE",
	invalidCredentials: "INVALID_CREDENTIALS",
	/** The reset link is unknown, used or older than an hour. */
	resetTokenInvalid: "RESET_TOKEN_INVALID",
	/** The passkey ceremony's challenge is unknown, used or expired: start again with step "options". */
	passkeyChallengeInvalid: "PASSKEY_CHALLENGE_INVALID",
	/** The authenticator's answer did not verify. */
	passkeyVerificationFailed: "PASSKEY_VERIFICATION_FAILED"
};
export { changePasswordBodySchema as a, passwordSchema as c, rememberPasswordAnswerSchema as d, rememberPasswordBodySchema as f, authSessionSchema as i, profileSchema as l, signupBodySchema as m, PASSWORD_RULES as n, emailSchema as o, signinBodySchema as p, THEMES as r, passkeySchema as s, ACCOUNT_ERROR_CODES as t, profileUpdateSchema as u };
