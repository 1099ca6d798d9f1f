import { DEFAULT_LANGUAGE, PRODUCT_NAME, SUPPORTED_LANGUAGES, TOWN_TIME_ZONE } from '@town/shared';
import { TOWN_ZOOM, type TownProfile } from '@town/shared/town';

/*
 * The neutral placeholder a site answers with before its first admin sets the town up
 * (docs/town.md#the-placeholder): it names no town. The product's name stands for the site's,
 * every language is offered, the map is on the middle of Spain, and the contact addresses are
 * the deployment's own (CONTACT_EMAIL). Text fields the profile requires are a dash: the web
 * shows `configured: false` sites as not set up yet.
 */

/** What a field nobody has filled in yet holds. */
export const NOT_SET = '—';

/** The geographic centre of the Iberian Peninsula's Spanish part (Cerro de los Ángeles, Getafe). */
export const PLACEHOLDER_CENTRE = { lat: 40.3105, lng: -3.6866 } as const;

/** The product's own blue: AA on the light page (colourProblem) and the web's default theme. */
export const PLACEHOLDER_COLOUR = '#0b5c8a';

/** Before any profile was written: `updatedAt` is the epoch. */
const NEVER = new Date(0).toISOString();

/** The placeholder profile; `contactEmail` is the deployment's CONTACT_EMAIL. */
export function placeholderProfile(contactEmail: string): TownProfile {
  return {
    configured: false,
    updatedAt: NEVER,
    name: PRODUCT_NAME,
    tagline: {},
    region: NOT_SET,
    province: NOT_SET,
    country: 'ES',
    centre: { ...PLACEHOLDER_CENTRE },
    zoom: TOWN_ZOOM.min,
    timeZone: TOWN_TIME_ZONE,
    address: { street: NOT_SET, postalCode: NOT_SET, locality: NOT_SET, province: NOT_SET, country: 'España' },
    // No number anyone could dial: the web shows no phone for a site not set up.
    phone: '000 000 000',
    email: contactEmail,
    social: {},
    colour: PLACEHOLDER_COLOUR,
    languages: [...SUPPORTED_LANGUAGES],
    defaultLanguage: DEFAULT_LANGUAGE,
    legal: { entity: NOT_SET, taxId: NOT_SET, address: NOT_SET, dpoEmail: contactEmail },
  };
}

/**
 * The fields the first PUT on a site without a profile must give (the minimum body of the
 * HTTP contract); every other field keeps the placeholder's value until changed.
 */
export const FIRST_PROFILE_FIELDS = [
  'name',
  'region',
  'province',
  'centre',
  'address',
  'phone',
  'email',
  'languages',
  'defaultLanguage',
  'legal',
] as const satisfies readonly (keyof TownProfile)[];
