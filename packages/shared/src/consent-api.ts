import { z } from 'zod';
import { CONSENT_ACTIONS, CONSENT_CATEGORIES, JURISDICTION_CODES, SUBJECT_ID_PATTERN } from './consent.ts';
import { SUPPORTED_LANGUAGES } from './languages.ts';

/**
 * The HTTP contracts of /api/c15t (docs/api.md#consent): c15t 2.x's hosted-mode
 * endpoints (/init, /subjects) and the other ones of docs/api.md#consent (/show-consent-banner,
 * /consent/set, /consent/verify, /status).
 */

// Control characters and lone surrogates cannot be stored (PostgreSQL refuses NUL, jsonb refuses lone surrogates).
const UNSTORABLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text that can be stored as it is: bounded, no control characters, well-formed. */
export function storableText(max: number) {
  return z
    .string()
    .max(max)
    .refine((v) => !UNSTORABLE.test(v), { message: 'Contains characters that cannot be stored' });
}

export const subjectIdSchema = z
  .string()
  .max(64)
  .regex(SUBJECT_ID_PATTERN, 'Invalid subject ID format')
  .meta({ description: 'Client-generated subject id in c15t\'s "sub_" + base58 format.', example: 'sub_2jv6z8n4q9' });

/** The page's host name (window.location.hostname): a DNS name, an IPv4 or a bracketed IPv6 address. */
export const consentDomainSchema = z
  .string()
  .min(1)
  .max(253)
  .regex(/^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])$/, 'Invalid domain')
  .meta({ description: 'Host name of the page where consent was given.', example: 'costaguia.example' });

/**
 * A decision, one boolean per category. Unknown categories are refused, a missing
 * one counts as refused, and necessary cannot be refused (docs/rules.md#consent).
 */
export const consentPreferencesSchema = z
  .strictObject({
    necessary: z
      .boolean()
      .refine((v) => v, { message: 'The necessary category cannot be changed' })
      .optional(),
    functionality: z.boolean().optional(),
    experience: z.boolean().optional(),
    measurement: z.boolean().optional(),
    marketing: z.boolean().optional(),
  })
  .meta({ example: { necessary: true, measurement: true, marketing: false } });

export const consentActionSchema = z.enum(CONSENT_ACTIONS);

/** Epoch milliseconds, within this century: a clock that far off is not a real decision. */
export const givenAtSchema = z
  .number()
  .int()
  .min(Date.UTC(2000, 0, 1))
  .max(Date.UTC(2100, 0, 1))
  .meta({ description: 'When consent was given, epoch milliseconds.', example: 1767225600000 });

const metadataValue = z.union([storableText(256), z.number(), z.boolean(), z.null()]);
/** Flat audit metadata: at most 20 scalar entries. */
export const consentMetadataSchema = z
  .record(storableText(64), metadataValue)
  .refine((v) => Object.keys(v).length <= 20, { message: 'At most 20 metadata entries' });

// ---------------------------------------------------------------------------
// Translations (c15t's Translations, as /init and /show-consent-banner send them)

const titleDescription = z.object({ title: z.string(), description: z.string() });
export const consentTextsSchema = z.object({
  common: z.object({
    acceptAll: z.string(),
    rejectAll: z.string(),
    customize: z.string(),
    save: z.string(),
    close: z.string(),
    securedBy: z.string(),
  }),
  cookieBanner: titleDescription,
  consentManagerDialog: titleDescription,
  consentTypes: z.object(
    Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, titleDescription])) as Record<
      (typeof CONSENT_CATEGORIES)[number],
      typeof titleDescription
    >,
  ),
  frame: z.object({
    title: z.string(),
    actionButton: z.string(),
    policyBlocked: z.string(),
    loading: z.string(),
    error: z.string(),
  }),
  legalLinks: z.object({ privacyPolicy: z.string(), cookiePolicy: z.string(), termsOfService: z.string() }),
});

/** The consent widget's texts in one language: the `widget` group of the web's consent namespace. */
export type ConsentTexts = z.infer<typeof consentTextsSchema>;

export const consentTranslationsResponseSchema = z.object({
  language: z.enum(SUPPORTED_LANGUAGES),
  translations: consentTextsSchema,
});

const locationSchema = z.object({ countryCode: z.string().nullable(), regionCode: z.string().nullable() });

/** `lang` in the query wins over Accept-Language; an unsupported code falls back (to en). */
export const consentLanguageQuerySchema = z.object({
  lang: z
    .string()
    .max(35)
    .optional()
    .meta({ description: 'Language of the texts (first two letters count); else Accept-Language; else en.' }),
});

// ---------------------------------------------------------------------------
// c15t hosted mode

export const c15tInitResponseSchema = z.object({
  jurisdiction: z.enum(JURISDICTION_CODES),
  location: locationSchema,
  translations: consentTranslationsResponseSchema,
  branding: z.enum(['c15t', 'inth', 'consent', 'none']),
});
export type C15tInitResponse = z.infer<typeof c15tInitResponseSchema>;

/** What c15t 2.x posts to /subjects when the visitor decides (type cookie_banner only here). */
export const c15tSubjectBodySchema = z.object({
  type: z.literal('cookie_banner'),
  subjectId: subjectIdSchema,
  domain: consentDomainSchema,
  preferences: consentPreferencesSchema,
  givenAt: givenAtSchema,
  consentAction: consentActionSchema.optional(),
  uiSource: storableText(32).optional().meta({ example: 'banner' }),
  jurisdiction: z.enum(JURISDICTION_CODES).optional(),
  jurisdictionModel: z.enum(['opt-in', 'opt-out', 'none', 'iab']).optional(),
  externalSubjectId: storableText(255).optional(),
  identityProvider: storableText(64).optional(),
  policySnapshotToken: storableText(4096).optional(),
  metadata: consentMetadataSchema.optional(),
});
export type C15tSubjectBody = z.infer<typeof c15tSubjectBodySchema>;

export const c15tSubjectResponseSchema = z.object({
  subjectId: z.string(),
  consentId: z.string(),
  domainId: z.string(),
  domain: z.string(),
  type: z.literal('cookie_banner'),
  metadata: z.record(z.string(), z.unknown()).optional(),
  appliedPreferences: z.record(z.string(), z.boolean()),
  uiSource: z.string().optional(),
  givenAt: z.string().meta({ description: 'ISO 8601 timestamp.' }),
});

// ---------------------------------------------------------------------------
// The other consent endpoints (docs/api.md#consent)

export const showConsentBannerResponseSchema = z.object({
  showConsentBanner: z.boolean(),
  jurisdiction: z.object({ code: z.enum(JURISDICTION_CODES), message: z.string() }),
  location: locationSchema,
  branding: z.enum(['c15t', 'consent', 'none']),
  translations: consentTranslationsResponseSchema,
});
export type ShowConsentBannerResponse = z.infer<typeof showConsentBannerResponseSchema>;

export const consentSetBodySchema = z.object({
  type: z.literal('cookie_banner'),
  domain: consentDomainSchema,
  preferences: consentPreferencesSchema,
  metadata: z
    .object({
      source: storableText(64).meta({ example: 'consent_widget' }),
      acceptanceMethod: consentActionSchema,
    })
    .optional(),
  subjectId: subjectIdSchema
    .optional()
    .meta({ description: "The visitor's subject id; else the X-Subject-Id header or c15t's cookie; else a new one." }),
});
export type ConsentSetBody = z.infer<typeof consentSetBodySchema>;

export const consentRecordResponseSchema = z.object({
  consentId: z.string(),
  subjectId: z.string(),
  domain: z.string(),
  type: z.literal('cookie_banner'),
  preferences: z.record(z.enum(CONSENT_CATEGORIES), z.boolean()),
  action: consentActionSchema,
  policyVersion: z.string(),
  givenAt: z.string(),
});

export const consentVerifyBodySchema = z.object({
  requiredConsent: z
    .unknown()
    .refine((v) => v !== undefined, { message: 'Required' })
    .meta({
      description:
        'A consent condition: a category name, or {"and": [...]}, {"or": [...]}, {"not": ...}. ' +
        'An unknown category, an empty and/or or any other shape is a 400 with a message of docs/rules.md#consent.',
      examples: ['measurement', { and: ['necessary', { or: ['measurement', 'marketing'] }] }],
    }),
});

export const consentVerifyResponseSchema = z.object({
  valid: z.boolean(),
  requiredConsent: z.unknown(),
  missingConsent: z.array(z.string()),
});

export const consentStatusResponseSchema = z.object({ status: z.literal('ok') });

/** The header naming the caller's subject for /consent/verify and /show-consent-banner. */
export const SUBJECT_ID_HEADER = 'x-subject-id';
