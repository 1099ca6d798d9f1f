import { describe, expect, it } from 'vitest';
import { TEST_TOWN } from '../../../test/town.ts';
import { townStructuredData } from './structured-data.ts';

const ORIGIN = 'https://guia.vilaseca.example';
const options = (lang: string) => ({
  lang,
  absolute: (path: string) => new URL(path, ORIGIN).toString(),
  searchPath: `/${lang}/assets/propertyListRent?q={search_term_string}`,
});

/** The JSON-LD as a search engine reads it. */
const read = (data: object) => JSON.parse(JSON.stringify(data)) as Record<string, unknown>;

describe('the landing page’s structured data', () => {
  it('describes the town of the profile as a tourist destination: its name, where it is, its address', () => {
    const [destination] = townStructuredData(TEST_TOWN, options('ca')).map(read);
    expect(destination).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TouristDestination',
      '@id': `${ORIGIN}/ca/#destination`,
      name: 'Vilaseca de Mar',
      description: 'La vila entre les vinyes i el mar',
      url: `${ORIGIN}/ca/`,
      geo: { '@type': 'GeoCoordinates', latitude: 41.112, longitude: 1.145 },
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Plaça de la Vila, 3',
        postalCode: '43480',
        addressLocality: 'Vilaseca de Mar',
        addressRegion: 'Tarragona',
        addressCountry: 'ES',
      },
      containedInPlace: { '@type': 'AdministrativeArea', name: 'Catalunya' },
      telephone: '+34 977 000 111',
      sameAs: ['https://www.instagram.com/vilasecademar', 'https://mastodon.example/@vilaseca'],
    });
  });

  it('describes the site as the town’s, in the page’s language, with a search that opens a list', () => {
    const [, site] = townStructuredData(TEST_TOWN, options('de')).map(read);
    expect(site).toMatchObject({
      '@type': 'WebSite',
      url: `${ORIGIN}/de/`,
      name: 'Vilaseca de Mar',
      inLanguage: 'de',
      about: { '@id': `${ORIGIN}/de/#destination` },
      publisher: { '@type': 'GovernmentOrganization', name: 'Ajuntament de Vilaseca de Mar' },
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${ORIGIN}/de/assets/propertyListRent?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('follows another town whole: its name, centre, country, logo and tagline in its default language', () => {
    const town = {
      ...TEST_TOWN,
      name: 'Praia Nova',
      region: 'Algarve',
      province: 'Faro',
      country: 'PT',
      centre: { lat: 37.0191234, lng: -7.9301234 },
      tagline: { pt: 'Sol, mar e sossego' },
      defaultLanguage: 'pt' as const,
      address: {
        street: 'Largo da Câmara, 1',
        postalCode: '8000-001',
        locality: 'Praia Nova',
        province: 'Faro',
        country: 'Portugal',
      },
      phone: '+351 289 000 000',
      legal: { ...TEST_TOWN.legal, entity: 'Câmara Municipal de Praia Nova' },
      social: {},
      logo: {
        src: '/api/uploads/town/logo-64.png',
        srcset: '/api/uploads/town/logo-64.png 64w',
        width: 64,
        height: 64,
      },
    };
    const [destination, site] = townStructuredData(town, {
      ...options('en'),
      absolute: (path: string) => new URL(path, 'https://praianova.example').toString(),
    }).map(read);
    expect(destination).toMatchObject({
      name: 'Praia Nova',
      description: 'Sol, mar e sossego',
      geo: { latitude: 37.01912, longitude: -7.93012 },
      address: { addressRegion: 'Faro', addressCountry: 'PT' },
      logo: 'https://praianova.example/api/uploads/town/logo-64.png',
    });
    expect(destination).not.toHaveProperty('sameAs');
    expect(site).toMatchObject({ name: 'Praia Nova', inLanguage: 'en' });
    expect(JSON.stringify([destination, site])).not.toContain('Vilaseca');
  });

  it('speaks the town’s default language on a pseudo-locale page', () => {
    const [destination, site] = townStructuredData(TEST_TOWN, options('xx')).map(read);
    expect(site!.inLanguage).toBe('ca');
    expect(destination!.description).toBe('La vila entre les vinyes i el mar');
  });

  it('names no town for a site not set up yet: only the site and its search', () => {
    const placeholder = { ...TEST_TOWN, configured: false, name: 'Costa Guía' };
    const blocks = townStructuredData(placeholder, options('es')).map(read);
    expect(blocks.map((block) => block['@type'])).toEqual(['WebSite']);
    expect(blocks[0]).not.toHaveProperty('about');
    expect(blocks[0]).not.toHaveProperty('publisher');
    expect(blocks[0]).toMatchObject({ name: 'Costa Guía', potentialAction: { '@type': 'SearchAction' } });
  });
});
