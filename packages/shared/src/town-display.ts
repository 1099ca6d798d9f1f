/*
 * What the web draws from the town's profile (its theme colours, its maps' bounds), in a module
 * without zod: every page uses these, and zod must stay out of pages that submit no form
 * (docs/benchmarks.md#the-javascript-budget-150-kb-on-the-landing-page). @town/shared/town
 * re-exports all of it beside the profile's schemas.
 */

/** A map's rectangle, in degrees. */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

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
 * AA against the dark page. `darkBand` is the colour of the dark theme's header and landing
 * banner: the main colour deepened towards the dark page, under white text and the white logo
 * (whiter than the main colour's own, so at least as readable).
 */
export function themeColours(colour: string): { light: string; dark: string; darkBand: string } {
  let dark = colour;
  for (let step = 1; step <= 20 && contrastRatio(dark, THEME_BACKGROUNDS.dark) < MIN_TEXT_CONTRAST; step++) {
    dark = mix(colour, '#ffffff', step / 20);
  }
  return { light: colour, dark, darkBand: mix(colour, THEME_BACKGROUNDS.dark, 0.45) };
}

/** Why a main colour cannot be used (too little contrast on the light page), or undefined. */
export function colourProblem(colour: string): { contrast: number; needed: number } | undefined {
  const contrast = contrastRatio(colour, THEME_BACKGROUNDS.light);
  return contrast < MIN_TEXT_CONTRAST
    ? { contrast: Math.round(contrast * 100) / 100, needed: MIN_TEXT_CONTRAST }
    : undefined;
}

/** Degrees around the centre a map shows when the town has not set bounds (about 11 km). */
export const DEFAULT_BOUNDS_MARGIN_DEGREES = 0.1;

/** What the town's maps show: its bounds, or a margin around its centre (and its shoreline). */
export function townMapBounds(profile: {
  centre: { lat: number; lng: number };
  bounds?: MapBounds;
  shoreline?: readonly (readonly [number, number])[];
}): MapBounds {
  if (profile.bounds) return profile.bounds;
  const points: (readonly [number, number])[] = [
    [profile.centre.lat, profile.centre.lng],
    ...(profile.shoreline ?? []),
  ];
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

/**
 * What a town's logo may be (POST /api/v1/admin/town/logo): larger than `bytes` is 413; a side
 * under `minSide` pixels (the header's height) or longer than `maxAspect` times the other is 400.
 */
export const LOGO_LIMITS = { bytes: 5 * 1024 * 1024, minSide: 48, maxAspect: 8 } as const;

/**
 * What the town's photograph may be (POST /api/v1/admin/town/photo): larger than `bytes` is 413;
 * portrait, narrower than `minWidth`, shorter than `minHeight` or wider than `maxAspect` times its
 * height is 400. The landing page's banner shows it across the screen.
 */
export const TOWN_PHOTO_LIMITS = { bytes: 15 * 1024 * 1024, minWidth: 1200, minHeight: 400, maxAspect: 4 } as const;
