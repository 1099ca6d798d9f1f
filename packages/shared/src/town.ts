import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from './languages.ts';

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

/** The networks a town may link to from the footer; the web draws each one's icon. */
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'x',
  'youtube',
  'tiktok',
  'linkedin',
  'mastodon',
  'bluesky',
  'whatsapp',
  'telegram',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The page backgrounds the main colour is checked against (the web's theme uses the same). */
export const THEME_BACKGROUNDS = { light: '#ffffff', dark: '#121212' } as const;
/** WCAG 2.2 AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

export const hexColourSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/)
  .transform((c) => c.toLowerCase());

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function mix(hex: string, towards: string, amount: number): string {
  const from = Number.parseInt(hex.slice(1), 16);
  const to = Number.parseInt(towards.slice(1), 16);
  const part = (shift: number) => {
    const a = (from >> shift) & 255;
    const b = (to >> shift) & 255;
    return Math.round(a + (b - a) * amount);
  };
  return `#${((part(16) << 16) | (part(8) << 8) | part(0)).toString(16).padStart(6, '0')}`;
}

/**
 * The main colour as each theme uses it (links, buttons with white text in light mode; links
 * and outlines on the dark page): the light theme uses it as it is, which must reach AA against
 * white (`colourProblem`); the dark theme uses the first tint of it, towards white, that reaches
 * AA against the dark page.
 */
export function themeColours(colour: string): { light: string; dark: string } {
  let dark = colour;
  for (let step = 1; step <= 20 && contrastRatio(dark, THEME_BACKGROUNDS.dark) < MIN_TEXT_CONTRAST; step++) {
    dark = mix(colour, '#ffffff', step / 20);
  }
  return { light: colour, dark };
}

/** Why a main colour cannot be used (too little contrast on the light page), or undefined. */
export function colourProblem(colour: string): { contrast: number; needed: number } | undefined {
  const contrast = contrastRatio(colour, THEME_BACKGROUNDS.light);
  return contrast < MIN_TEXT_CONTRAST
    ? { contrast: Math.round(contrast * 100) / 100, needed: MIN_TEXT_CONTRAST }
    : undefined;
}

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

/** The fields an admin writes (PUT /api/v1/admin/town sends any of them). */
export const townProfileFields = {
  name: line(80),
  tagline: perLanguage(z.string().trim().max(160)),
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
  logo: townLogoSchema.optional(),
  /** False for the neutral placeholder a site starts with when no town has been set up. */
  configured: z.boolean(),
  updatedAt: z.string(),
});
export type TownProfile = z.infer<typeof townProfileSchema>;

/** PUT /api/v1/admin/town: any of the fields; the rest keep their values. */
export const townProfileUpdateSchema = z
  .object(townProfileFields)
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

/** Degrees around the centre a map shows when the town has not set bounds (about 11 km). */
export const DEFAULT_BOUNDS_MARGIN_DEGREES = 0.1;

/** What the town's maps show: its bounds, or a margin around its centre (and its shoreline). */
export function townMapBounds(profile: Pick<TownProfile, 'centre' | 'bounds' | 'shoreline'>): MapBounds {
  if (profile.bounds) return profile.bounds;
  const points: [number, number][] = [[profile.centre.lat, profile.centre.lng], ...(profile.shoreline ?? [])];
  const lats = points.map(([lat]) => lat);
  const lngs = points.map(([, lng]) => lng);
  const m = DEFAULT_BOUNDS_MARGIN_DEGREES;
  return {
    south: Math.max(-85, Math.min(...lats) - m),
    west: Math.max(-180, Math.min(...lngs) - m),
    north: Math.min(85, Math.max(...lats) + m),
    east: Math.min(180, Math.max(...lngs) + m),
  };
}

// ---------------------------------------------------------------------------------------------
// The town's pages (GET /api/v1/pages…, /api/v1/admin/pages…)

/** The pages the law asks every site for: they cannot be deleted (409). */
export const REQUIRED_PAGES = ['legal-notice', 'privacy', 'terms', 'cookies'] as const;
/** The pages every town starts with, from templates in the nine languages. */
export const STARTER_PAGES = ['about', 'advertise', ...REQUIRED_PAGES] as const;

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

/**
 * @deprecated The demo town while issue 23 moves it into the seed; nothing may use it.
 * Remove with its last import.
 */
export const TOWN = {
  name: 'Portalba',
  region: 'Comunitat Valenciana',
  province: 'València',
  country: 'ES',
  /** The town hall square: the map's default centre and the weather's location. */
  centre: { lat: 38.958, lng: -0.127 },
  address: {
    street: 'Plaça Major, 1',
    postalCode: '46795',
    locality: 'Portalba',
    province: 'València',
    country: 'España',
  },
  /** One line, as written on an envelope. */
  addressLine: 'Plaça Major, 1, 46795 Portalba (València)',
  phone: '+34 962 555 010',
  email: 'turismo@costaguia.example',
  timeZone: 'Europe/Madrid',
  /**
   * The shoreline, north to south, as [lat, lng] points: the sea lies east of it.
   * The seed places assets on the land side; the map may draw it.
   */
  shoreline: [
    [38.9885, -0.1423],
    [38.9745, -0.1316],
    [38.9605, -0.1209],
    [38.9465, -0.1102],
    [38.9325, -0.0995],
  ],
} as const;
