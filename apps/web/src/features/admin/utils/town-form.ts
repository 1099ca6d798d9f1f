import type { TFunction } from 'i18next';
import { SUPPORTED_LANGUAGES, type Language } from '@town/shared/languages';
import {
  colourProblem,
  SOCIAL_NETWORKS,
  TOWN_ZOOM,
  townProfileProblems,
  townProfileUpdateSchema,
  type SocialNetwork,
  type TownProfile,
} from '@town/shared/town';

/**
 * The town form's values: what the admin types, as text (numbers too, so a half-typed "39."
 * stays as written), turned into the body of PUT /api/v1/admin/town by `toTownUpdate` and
 * checked with the shared schema the API uses, each problem on its field in the page's language.
 */
export interface TownFormValues {
  name: string;
  tagline: Record<Language, string>;
  /** What the town's photograph shows, per language. */
  photoAlt: Record<Language, string>;
  region: string;
  province: string;
  country: string;
  centre: { lat: string; lng: string };
  zoom: string;
  /** Whether the maps are held to an area of the admin's choosing (else one around the centre). */
  limitBounds: boolean;
  bounds: { south: string; west: string; north: string; east: string };
  timeZone: string;
  address: { street: string; postalCode: string; locality: string; province: string; country: string };
  phone: string;
  email: string;
  social: Record<SocialNetwork, string>;
  colour: string;
  languages: Language[];
  defaultLanguage: Language;
  legal: { entity: string; taxId: string; address: string; dpoEmail: string };
}

/** The sides of the map's area, in the order the form shows them. */
export const BOUND_SIDES = ['north', 'south', 'west', 'east'] as const;
export type BoundSide = (typeof BOUND_SIDES)[number];

/** Where the problem that is about the whole area (it must hold the centre) is kept and shown. */
export const BOUNDS_PROBLEM = 'bounds.root';

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * What a site not yet set up holds where nothing was written (a dash, a phone of zeros): the
 * form shows these fields empty, to be filled in, rather than as values to clear first.
 */
const unwritten = (value: string) => /^[\s—–-]*$/.test(value) || /^[\s0]+$/.test(value);

/** The form's values of a stored profile. */
export function townFormValues(stored: TownProfile): TownFormValues {
  const profile = stored.configured ? stored : blankUnwritten(stored);
  const perLanguage = (texts: Partial<Record<Language, string>> = {}) =>
    Object.fromEntries(SUPPORTED_LANGUAGES.map((lang) => [lang, texts[lang] ?? ''])) as Record<Language, string>;
  const social = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, profile.social[network] ?? '']));
  return {
    name: profile.name,
    tagline: perLanguage(profile.tagline),
    photoAlt: perLanguage(profile.photoAlt),
    region: profile.region,
    province: profile.province,
    country: profile.country,
    centre: { lat: text(profile.centre.lat), lng: text(profile.centre.lng) },
    zoom: text(profile.zoom),
    limitBounds: profile.bounds !== undefined,
    bounds: {
      south: text(profile.bounds?.south),
      west: text(profile.bounds?.west),
      north: text(profile.bounds?.north),
      east: text(profile.bounds?.east),
    },
    timeZone: profile.timeZone,
    address: { ...profile.address },
    phone: profile.phone,
    email: profile.email,
    social: social as Record<SocialNetwork, string>,
    colour: profile.colour,
    languages: SUPPORTED_LANGUAGES.filter((lang) => profile.languages.includes(lang)),
    defaultLanguage: profile.defaultLanguage,
    legal: { ...profile.legal },
  };
}

/** A placeholder profile with every unwritten text field made empty. */
function blankUnwritten(profile: TownProfile): TownProfile {
  const blank = <T extends Record<string, unknown>>(record: T): T =>
    Object.fromEntries(
      Object.entries(record).map(([key, value]) => [key, typeof value === 'string' && unwritten(value) ? '' : value]),
    ) as T;
  return { ...blank(profile), address: blank(profile.address), legal: blank(profile.legal) };
}

/** A typed number ("39,47" as well as "39.47"); undefined when nothing is typed, NaN when it is not a number. */
export function parseCoordinate(value: string): number | undefined {
  const typed = value.trim().replace(',', '.');
  if (typed === '') return undefined;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(typed) ? Number(typed) : Number.NaN;
}

const nonEmpty = <K extends string>(record: Record<K, string>) =>
  Object.fromEntries(
    Object.entries<string>(record)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value !== ''),
  ) as Partial<Record<K, string>>;

/**
 * The body of PUT /api/v1/admin/town from the form: every field, taglines and social links
 * only where written, the languages in the product's order, the area only when chosen.
 */
export function toTownUpdate(values: TownFormValues): Record<string, unknown> {
  const bounds = values.limitBounds
    ? Object.fromEntries(BOUND_SIDES.map((side) => [side, parseCoordinate(values.bounds[side])]))
    : undefined;
  return {
    name: values.name,
    tagline: nonEmpty(values.tagline),
    photoAlt: nonEmpty(values.photoAlt),
    region: values.region,
    province: values.province,
    country: values.country.trim(),
    centre: { lat: parseCoordinate(values.centre.lat), lng: parseCoordinate(values.centre.lng) },
    zoom: parseCoordinate(values.zoom),
    // No area chosen: the maps show the one around the centre (null takes a stored area away).
    bounds: bounds ?? null,
    timeZone: values.timeZone,
    address: values.address,
    phone: values.phone,
    email: values.email.trim(),
    social: nonEmpty(values.social),
    colour: values.colour.trim(),
    languages: SUPPORTED_LANGUAGES.filter((lang) => values.languages.includes(lang)),
    defaultLanguage: values.defaultLanguage,
    legal: { ...values.legal, dpoEmail: values.legal.dpoEmail.trim() },
  };
}

/** A problem the form shows under a field (or, for the area as a whole, `BOUNDS_PROBLEM`). */
export interface TownFormIssue {
  name: string;
  message: string;
}

/** The field of the form a path of the body names (`bounds` alone: the area as a whole). */
export function townFieldOf(path: readonly (string | number)[]): string {
  if (path.length === 0) return 'name';
  if (path[0] === 'bounds' && path.length === 1) return BOUNDS_PROBLEM;
  // A list's item is the list's field: a language is chosen among checkboxes.
  if (path[0] === 'languages') return 'languages';
  return path.join('.');
}

/** The value of a field of the form, by its name ("address.street"). */
function valueAt(values: TownFormValues, name: string): unknown {
  return name.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], values);
}

/** What is wrong with the colour, in words: its contrast, or that it is not a colour at all. */
export function colourMessage(t: TFunction<'adminTown'>, colour: string): string | undefined {
  if (!/^#[0-9a-fA-F]{6}$/.test(colour.trim())) return t('errors.colourFormat');
  const problem = colourProblem(colour.trim().toLowerCase());
  return problem ? t('errors.contrast', { ratio: formatRatio(problem.contrast), needed: problem.needed }) : undefined;
}

/** A contrast ratio as people read it: "4.5:1", two decimals at most. */
export const formatRatio = (ratio: number) => `${Math.floor(ratio * 100) / 100}:1`;

/**
 * What a field expects, for a problem the schema (or the server) found in it: a sentence in
 * the page's language, whatever the rule's own wording.
 */
export function townFieldMessage(
  t: TFunction<'adminTown'>,
  name: string,
  values: TownFormValues,
  issue?: { code?: string; maximum?: number | bigint; minimum?: number | bigint; origin?: string },
): string {
  const value = valueAt(values, name);
  const empty = typeof value === 'string' && value.trim() === '';
  if (name === BOUNDS_PROBLEM) return t('errors.boundsCentre');
  if (name === 'languages') return t('errors.languages');
  if (name === 'defaultLanguage') return t('errors.defaultLanguage');
  if (name === 'colour') return colourMessage(t, values.colour) ?? t('errors.invalid');
  if (name === 'timeZone') return t('errors.timeZone');
  const optional = ['tagline.', 'photoAlt.', 'social.'].some((prefix) => name.startsWith(prefix));
  if (empty && !optional) return t('errors.required');
  if (issue?.code === 'too_big' && issue.origin === 'string')
    return t('errors.tooLong', { max: Number(issue.maximum) });
  if (name === 'centre.lat' || name === 'bounds.south' || name === 'bounds.north') return t('errors.latitude');
  if (name === 'centre.lng' || name === 'bounds.west' || name === 'bounds.east') return t('errors.longitude');
  if (name === 'zoom') return t('errors.zoom', { min: TOWN_ZOOM.min, max: TOWN_ZOOM.max });
  if (name === 'country') return t('errors.country');
  if (name === 'phone') return t('errors.phone');
  if (name === 'email' || name === 'legal.dpoEmail') return t('errors.email');
  if (name.startsWith('social.')) return t('errors.url');
  return t('errors.invalid');
}

/**
 * Every problem of the form, each field's first: the shared schema's (what the API checks),
 * the sides of the area in their order, and the whole profile's rules (townProfileProblems).
 */
export function townFormIssues(t: TFunction<'adminTown'>, values: TownFormValues): TownFormIssue[] {
  const body = toTownUpdate(values);
  const issues: TownFormIssue[] = [];
  const add = (name: string, message: string) => {
    if (!issues.some((issue) => issue.name === name)) issues.push({ name, message });
  };
  const parsed = townProfileUpdateSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = townFieldOf(issue.path as (string | number)[]);
      // The schema's own "south < north" is said side by side below, where it is clearer.
      if (name === BOUNDS_PROBLEM) continue;
      add(name, townFieldMessage(t, name, values, issue as Parameters<typeof townFieldMessage>[3]));
    }
  }
  if (values.limitBounds) {
    const side = (name: BoundSide) => parseCoordinate(values.bounds[name]);
    const [south, north, west, east] = [side('south'), side('north'), side('west'), side('east')];
    const ok = (n: number | undefined): n is number => n !== undefined && Number.isFinite(n);
    if (ok(south) && ok(north) && south >= north) add('bounds.north', t('errors.northOfSouth'));
    if (ok(west) && ok(east) && west >= east) add('bounds.east', t('errors.eastOfWest'));
  }
  if (issues.length === 0 && parsed.success) {
    const { languages = [], defaultLanguage = values.defaultLanguage, centre, bounds } = parsed.data;
    if (!centre) return issues;
    for (const problem of townProfileProblems({ languages, defaultLanguage, centre, bounds: bounds ?? undefined })) {
      const name = townFieldOf(problem.path.split('.'));
      add(name, townFieldMessage(t, name, values));
    }
  }
  return issues;
}

/** The form's fields in the order the page shows them: the first with a problem gets the focus. */
export const TOWN_FIELD_ORDER = [
  'name',
  'tagline',
  'photoAlt',
  'region',
  'province',
  'country',
  'address',
  'centre',
  'zoom',
  'bounds',
  'timeZone',
  'phone',
  'email',
  'social',
  'colour',
  'languages',
  'defaultLanguage',
  'legal',
];

/** The problem the admin meets first, going down the page. */
export function firstTownProblem(names: readonly string[]): string | undefined {
  const rank = (name: string) => {
    const index = TOWN_FIELD_ORDER.indexOf(name.split('.')[0]!);
    return index === -1 ? TOWN_FIELD_ORDER.length : index;
  };
  return [...names].sort((a, b) => rank(a) - rank(b))[0];
}
