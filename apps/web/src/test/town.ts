import { SUPPORTED_LANGUAGES } from '@town/shared/languages';
import type { TownProfile } from '@town/shared/town';

/**
 * The town the web's unit tests render pages for: not the demo town, so that anything a page
 * shows of a town can only have come from the profile it was given.
 */
export const TEST_TOWN: TownProfile = {
  name: 'Vilaseca de Mar',
  tagline: { ca: 'La vila entre les vinyes i el mar', en: 'The town between the vineyards and the sea' },
  region: 'Catalunya',
  province: 'Tarragona',
  country: 'ES',
  centre: { lat: 41.112, lng: 1.145 },
  zoom: 15,
  /** North to south; the sea lies east of it. */
  shoreline: [
    [41.121, 1.152],
    [41.112, 1.158],
    [41.103, 1.164],
  ],
  timeZone: 'Europe/Madrid',
  address: {
    street: 'Plaça de la Vila, 3',
    postalCode: '43480',
    locality: 'Vilaseca de Mar',
    province: 'Tarragona',
    country: 'Espanya',
  },
  phone: '+34 977 000 111',
  email: 'turisme@vilaseca.example',
  social: { instagram: 'https://www.instagram.com/vilasecademar', mastodon: 'https://mastodon.example/@vilaseca' },
  colour: '#8a3b12',
  languages: [...SUPPORTED_LANGUAGES],
  defaultLanguage: 'ca',
  legal: {
    entity: 'Ajuntament de Vilaseca de Mar',
    taxId: 'P4300000A',
    address: 'Plaça de la Vila, 3, 43480 Vilaseca de Mar (Tarragona)',
    dpoEmail: 'dpd@vilaseca.example',
  },
  configured: true,
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/** The test town offering only some languages, the first of them its default. */
export function townOffering(languages: TownProfile['languages']): TownProfile {
  return { ...TEST_TOWN, languages, defaultLanguage: languages[0]! };
}
