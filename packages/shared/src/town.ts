import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from './languages.ts';
import { colourProblem, SOCIAL_NETWORKS } from './town-display.ts';

// What every page of the web draws from the profile (colours, maps' bounds, social networks), without zod.
export {
  colourProblem,
  contrastRatio,
  DEFAULT_BOUNDS_MARGIN_DEGREES,
  MIN_TEXT_CONTRAST,
  relativeLuminance,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  THEME_BACKGROUNDS,
  themeColours,
  townMapBounds,
} from './town-display.ts';

/*
 * The town's profile: everything that differs between two towns, kept in the database and
 * edited by the town hall's admins (docs/town.md). No town is written into the code; the demo
 * town is the seed's data. GET /api/v1/town answers it, PUT /api/v1/admin/town changes it.
 */

const language = z.enum(SUPPORTED_LANGUAGES);
const perLanguage = <T extends z.ZodType>(value: T) => z.partialRecord(language, value);
const line = (max: number) => z.string().trim().min(1).max(max);

export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);
export const pointSchema = z.object({ lat: latitudeSchema, lng: longitudeSchema });
export type Point = z.infer<typeof pointSchema>;

/** The map's furthest and closest zooms an admin may choose for the town's first view. */
export const TOWN_ZOOM = { min: 10, max: 18, default: 14 } as const;

export const hexColourSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/)
  .transform((c) => c.toLowerCase());

export const townAddressSchema = z.object({
  street: line(160),
  postalCode: line(16),
  locality: line(120),
  province: line(120),
  country: line(80),
});

export const townLegalSchema = z.object({
  /** Who runs the site and answers for it, e.g. "Ajuntament de …". */
  entity: line(160),
  /** The entity's tax id (NIF/CIF). */
  taxId: line(20),
  /** Its registered address, one line. */
  address: line(240),
  /** The data-protection contact the privacy policy names. */
  dpoEmail: z.email().max(254),
});

export const mapBoundsSchema = z
  .object({ south: latitudeSchema, west: longitudeSchema, north: latitudeSchema, east: longitudeSchema })
  .refine((b) => b.south < b.north && b.west < b.east, { message: 'south < north and west < east' });
export type MapBounds = z.infer<typeof mapBoundsSchema>;

export const townLogoSchema = z.object({
  /** The logo at its smallest header size. */
  src: z.string(),
  /** Every size it was made at, for `srcset`. */
  srcset: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const townPhotoSchema = z.object({
  /** The photograph at its smallest width. */
  src: z.string(),
  /** Every width it was made at, for `srcset` (`… 640w, … 1280w`). */
  srcset: z.string(),
  /** Its size as kept (the largest rendition): the banner's aspect ratio before it loads. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** The fields an admin writes (PUT /api/v1/admin/town sends any of them). */
export const townProfileFields = {
  name: line(80),
  tagline: perLanguage(z.string().trim().max(160)),
  /** What the town's photograph shows, per language, for those who do not see it. */
  photoAlt: perLanguage(z.string().trim().max(200)),
  region: line(80),
  province: line(80),
  /** ISO 3166-1 alpha-2. */
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase()),
  centre: pointSchema,
  zoom: z.number().int().min(TOWN_ZOOM.min).max(TOWN_ZOOM.max),
  /** What the maps show and the tile server is asked for; around the centre when absent. */
  bounds: mapBoundsSchema.optional(),
  /** The shore as a line of [lat, lng] points, when the town has one ("near the beach"). */
  shoreline: z
    .array(z.tuple([latitudeSchema, longitudeSchema]))
    .max(200)
    .optional(),
  timeZone: z.string().refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'an IANA time zone'),
  address: townAddressSchema,
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,24}$/),
  email: z.email().max(254),
  social: z.partialRecord(z.enum(SOCIAL_NETWORKS), z.url({ protocol: /^https$/ }).max(300)),
  colour: hexColourSchema,
  languages: z.array(language).min(1).max(SUPPORTED_LANGUAGES.length),
  defaultLanguage: language,
  legal: townLegalSchema,
};

/** GET /api/v1/town. */
export const townProfileSchema = z.object({
  ...townProfileFields,
  tagline: townProfileFields.tagline,
  photoAlt: townProfileFields.photoAlt.optional(),
  logo: townLogoSchema.optional(),
  /** The town's own photograph, which the landing page opens on; without one, its colour. */
  photo: townPhotoSchema.optional(),
  /** False for the neutral placeholder a site starts with when no town has been set up. */
  configured: z.boolean(),
  updatedAt: z.string(),
});
export type TownProfile = z.infer<typeof townProfileSchema>;

/**
 * PUT /api/v1/admin/town: any of the fields; the rest keep their values. `bounds` and
 * `shoreline` may also be null, which takes them away (the map is then the area around the
 * centre; the town has no beach to measure from).
 */
export const townProfileUpdateSchema = z
  .object({
    ...townProfileFields,
    bounds: mapBoundsSchema.nullable(),
    shoreline: townProfileFields.shoreline.unwrap().nullable(),
  })
  .partial()
  .strict()
  .superRefine((update, ctx) => {
    if (update.languages && new Set(update.languages).size !== update.languages.length) {
      ctx.addIssue({ code: 'custom', path: ['languages'], message: 'each language once' });
    }
    if (update.colour && colourProblem(update.colour)) {
      const { contrast, needed } = colourProblem(update.colour)!;
      ctx.addIssue({
        code: 'custom',
        path: ['colour'],
        message: `contrast ${contrast}:1 on a light page; at least ${needed}:1 needed`,
      });
    }
  });
export type TownProfileUpdate = z.infer<typeof townProfileUpdateSchema>;

/** What makes a whole profile consistent beyond each field (checked after merging an update). */
export function townProfileProblems(profile: Pick<TownProfile, 'languages' | 'defaultLanguage' | 'centre' | 'bounds'>) {
  const problems: { path: string; message: string }[] = [];
  if (!profile.languages.includes(profile.defaultLanguage)) {
    problems.push({ path: 'defaultLanguage', message: 'the default language must be one the town offers' });
  }
  const b = profile.bounds;
  if (
    b &&
    !(
      profile.centre.lat >= b.south &&
      profile.centre.lat <= b.north &&
      profile.centre.lng >= b.west &&
      profile.centre.lng <= b.east
    )
  ) {
    problems.push({ path: 'bounds', message: 'the map bounds must contain the centre' });
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The town's pages (GET /api/v1/pages…, /api/v1/admin/pages…)

/** The pages the law asks every site for: they cannot be deleted (409). */
export const REQUIRED_PAGES = ['legal-notice', 'privacy', 'terms', 'cookies'] as const;
/** The pages every town starts with, from templates in the nine languages. */
export const STARTER_PAGES = ['about', 'advertise', ...REQUIRED_PAGES] as const;

/**
 * What a page's Markdown may write as `{{name}}` (docs/pages.md), filled in whenever the
 * page is shown, so that its text follows the profile at once: the town's and its legal
 * entity's details from the profile…
 */
export const PAGE_TOWN_PLACEHOLDERS = [
  'town.name',
  'town.region',
  'town.province',
  'town.address',
  'town.phone',
  'town.email',
  'legal.entity',
  'legal.taxId',
  'legal.address',
  'legal.dpoEmail',
] as const;
/**
 * …and the product's rules, from the constants the code enforces, written in the page's
 * language with their plural forms ("30 days", "30 días"): stay hours and length, session and
 * link lifetimes, cookie lifetimes and retention periods.
 */
export const PAGE_RULE_PLACEHOLDERS = [
  'rules.checkInHour',
  'rules.checkOutHour',
  'rules.maxNights',
  'rules.sessionDays',
  'rules.resetLinkHours',
  'rules.verificationLinkHours',
  'rules.deviceCookieDays',
  'rules.languageCookieMinutes',
  'rules.languageChoiceDays',
  'rules.consentChoiceDays',
  'rules.contactMessageYears',
  'rules.sentMailYears',
  'rules.consentRecordYears',
  'rules.serverLogDays',
] as const;
export const PAGE_PLACEHOLDERS = [...PAGE_TOWN_PLACEHOLDERS, ...PAGE_RULE_PLACEHOLDERS] as const;
export type PagePlaceholder = (typeof PAGE_PLACEHOLDERS)[number];

export const pageSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(60);

export const pageTextSchema = z.object({
  title: line(120),
  /** Markdown; placeholders such as {{town.name}} are filled in from the profile when shown. */
  body: z.string().max(100_000),
});

/** PUT /api/v1/admin/pages/{slug}. */
export const pageWriteSchema = z.object({
  texts: perLanguage(pageTextSchema).refine((t) => Object.keys(t).length > 0, 'at least one language'),
});
export type PageWrite = z.infer<typeof pageWriteSchema>;

export const pageListItemSchema = z.object({ slug: z.string(), title: z.string(), href: z.string() });
export const pageListSchema = z.object({ items: z.array(pageListItemSchema) });

/** GET /api/v1/pages/{slug}: `lang` says which language the text is in (the default when the asked one has none). */
export const pageSchema = z.object({
  slug: z.string(),
  lang: language,
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type TownPage = z.infer<typeof pageSchema>;

export const adminPageSchema = z.object({
  slug: z.string(),
  required: z.boolean(),
  texts: perLanguage(pageTextSchema),
  updatedAt: z.string(),
});

export const pageRevisionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** Null for the template a page started from. */
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  texts: perLanguage(pageTextSchema),
});
export const pageRevisionsSchema = z.object({ items: z.array(pageRevisionSchema) });
