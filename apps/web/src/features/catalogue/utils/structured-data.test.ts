import type { Asset, AssetImage, Menu } from '@town/shared/catalogue';
import { SUPPORTED_LANGUAGES } from '@town/shared/languages';
import { describe, expect, it } from 'vitest';
import {
  assetStructuredData,
  breadcrumbStructuredData,
  openingHoursSpecification,
  postalAddress,
  type AssetStructuredDataOptions,
} from './structured-data.ts';

const ORIGIN = 'https://costaguia.example';
const ID = '3f1c2a8e-5b7d-4c1e-9a0b-6d2e8f4a1c7b';

function picture(n: number): AssetImage {
  return {
    id: `img-${n}`,
    alt: `Foto ${n}`,
    width: 1600,
    height: 1067,
    src: `/uploads/${n}-800.webp`,
    srcset: [
      { url: `/uploads/${n}-384.webp`, width: 384 },
      { url: `/uploads/${n}-800.webp`, width: 800 },
      { url: `/uploads/${n}-1600.webp`, width: 1600 },
    ],
    sources: [],
    thumbnails: [],
  };
}

/** A place with every field filled; each test changes what its kind has. */
function anAsset(changes: Partial<Asset>): Asset {
  return {
    id: ID,
    type: 'service',
    rent: false,
    long: false,
    sale: false,
    category: 'taxi',
    productId: null,
    lang: 'es',
    name: 'Taxi Vilaseca',
    summary: 'Servicio de taxi las 24 horas.',
    price: null,
    cuisines: [],
    hotelType: null,
    stars: null,
    capacity: null,
    bedrooms: null,
    bathrooms: null,
    image: picture(1),
    location: { lat: 38.95812345678, lng: -0.12712345678 },
    prices: [],
    address: 'Carrer de la Mar, 12, 43480 Vilaseca de Mar',
    phone: '+34 962 555 123',
    email: 'hola@taxivilaseca.example',
    web: 'https://taxivilaseca.example/',
    openingHours: null,
    images: [picture(1), picture(2)],
    areaM2: null,
    licence: null,
    nrua: null,
    updatedAt: '2025-05-01T10:00:00+02:00',
    ...changes,
  };
}

/** The town the places are in: not the demo town, so nothing of it can come from anywhere but here. */
const TOWN = { name: 'Vilaseca de Mar', province: 'Tarragona', country: 'ES' };

const options = (lang = 'es', more: Partial<AssetStructuredDataOptions> = {}): AssetStructuredDataOptions => ({
  lang,
  town: TOWN,
  absolute: (path) => new URL(path, ORIGIN).toString(),
  ...more,
});

/** Intl writes a no-break space between amount and sign; the tests read it as a space. */
const spaced = (text: unknown) => String(text).replace(/\s/g, ' ');

/** The JSON-LD as a search engine reads it: plain JSON, every value a string, number, array or object. */
function read(data: object): Record<string, unknown> {
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
}

const rental = anAsset({
  type: 'property',
  rent: true,
  category: 'apartment',
  name: 'Apartamento Mar Blau',
  capacity: { adults: 4, children: 2 },
  bedrooms: 2,
  bathrooms: 1,
  areaM2: 75,
  prices: [{ amount: 95, currency: 'EUR', unit: 'night' }],
  licence: 'VT-123456-V',
  email: null,
  web: null,
});

describe('a holiday rental', () => {
  it('is a VacationRental containing its accommodation, with what Google asks of one', () => {
    const data = read(assetStructuredData(rental, options('de')));
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('VacationRental');
    expect(data.name).toBe('Apartamento Mar Blau');
    expect(data.description).toBe('Servicio de taxi las 24 horas.');
    expect(data.url).toBe(`${ORIGIN}/de/assets/asset/${ID}/rent`);
    expect(data.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': data.url, url: data.url, inLanguage: 'de' });
    expect(data.containsPlace).toEqual({
      '@type': 'Apartment',
      occupancy: { '@type': 'QuantitativeValue', value: 6 },
      numberOfBedrooms: 2,
      numberOfBathroomsTotal: 1,
      floorSize: { '@type': 'QuantitativeValue', value: 75, unitCode: 'MTK' },
    });
    expect(data.image).toEqual([`${ORIGIN}/uploads/1-1600.webp`, `${ORIGIN}/uploads/2-1600.webp`]);
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Carrer de la Mar, 12',
      postalCode: '43480',
      addressLocality: 'Vilaseca de Mar',
      addressRegion: 'Tarragona',
      addressCountry: 'ES',
    });
    expect(data.telephone).toBe('+34 962 555 123');
    expect(spaced(data.priceRange)).toBe('95 €');
    expect(data).not.toHaveProperty('email');
    expect(data).not.toHaveProperty('openingHoursSpecification');
  });

  it('holds its tourist licence and its NRUA as certifications, named in the page language', () => {
    const nrua = 'ESFCTU000046250000000050000000000000000000VT-123456-V5';
    const names = { licence: 'Licencia turística', nrua: 'Número de registro único (NRUA)' };
    const data = read(assetStructuredData({ ...rental, nrua }, options('es', { registrationName: (k) => names[k] })));
    expect(data.hasCertification).toEqual([
      { '@type': 'Certification', name: names.licence, certificationIdentification: 'VT-123456-V' },
      { '@type': 'Certification', name: names.nrua, certificationIdentification: nrua },
    ]);
    const licensed = read(assetStructuredData(rental, options()));
    expect(licensed.hasCertification).toEqual([
      { '@type': 'Certification', name: 'licence', certificationIdentification: 'VT-123456-V' },
    ]);
    expect(read(assetStructuredData({ ...rental, licence: null }, options()))).not.toHaveProperty('hasCertification');
  });

  it('gives its coordinates to five decimals', () => {
    const data = read(assetStructuredData(rental, options()));
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 38.95812, longitude: -0.12712 });
    expect([data.latitude, data.longitude]).toEqual([38.95812, -0.12712]);
    const south = read(assetStructuredData({ ...rental, location: { lat: -33.123456, lng: 151.000004 } }, options()));
    expect(south.geo).toMatchObject({ latitude: -33.12346, longitude: 151 });
  });

  it('has the same identifier in every language, and an address in each', () => {
    const pages = SUPPORTED_LANGUAGES.map((lang) => read(assetStructuredData(rental, options(lang))));
    expect(new Set(pages.map((page) => page.identifier))).toEqual(new Set([ID]));
    expect(new Set(pages.map((page) => page.url)).size).toBe(SUPPORTED_LANGUAGES.length);
    expect(pages.map((page) => (page.mainEntityOfPage as { inLanguage: string }).inLanguage)).toEqual([
      ...SUPPORTED_LANGUAGES,
    ]);
  });

  it('is described in the language of its texts on the pseudo-locale page', () => {
    const data = read(assetStructuredData(rental, options('xx')));
    expect(data.url).toBe(`${ORIGIN}/xx/assets/asset/${ID}/rent`);
    expect(data.mainEntityOfPage).toMatchObject({ inLanguage: 'es' });
  });

  it('stays a holiday rental when it is for sale too: its one address is under the rentals', () => {
    const data = read(
      assetStructuredData(
        { ...rental, sale: true, prices: [...rental.prices, { amount: 250_000, currency: 'EUR', unit: 'total' }] },
        options('en'),
      ),
    );
    expect(data['@type']).toBe('VacationRental');
    expect(spaced(data.priceRange)).toBe('€95');
  });
});

describe('a home to rent by the month or to buy', () => {
  const home = anAsset({
    type: 'property',
    long: true,
    sale: true,
    category: 'villa',
    name: 'Vil·la Les Dunes',
    bedrooms: 4,
    bathrooms: 3,
    areaM2: 210,
    prices: [
      { amount: 2400, currency: 'EUR', unit: 'month' },
      { amount: 640_000, currency: 'EUR', unit: 'total' },
    ],
  });

  it('is a listing whose main entity is the house, with an offer to lease and one to sell', () => {
    const data = read(assetStructuredData(home, options('ca')));
    expect(data['@type']).toBe('RealEstateListing');
    expect(data.url).toBe(`${ORIGIN}/ca/assets/asset/${ID}/long`);
    expect(data.inLanguage).toBe('ca');
    expect(data.name).toBe('Vil·la Les Dunes');
    expect(data.dateModified).toBe('2025-05-01T10:00:00+02:00');
    expect(data.image).toHaveLength(2);
    expect(data.offers).toEqual([
      {
        '@type': 'Offer',
        businessFunction: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' },
        price: 2400,
        priceCurrency: 'EUR',
        priceSpecification: { '@type': 'UnitPriceSpecification', price: 2400, priceCurrency: 'EUR', unitCode: 'MON' },
      },
      {
        '@type': 'Offer',
        businessFunction: { '@id': 'http://purl.org/goodrelations/v1#Sell' },
        price: 640_000,
        priceCurrency: 'EUR',
      },
    ]);
    expect(data.mainEntity).toMatchObject({
      '@type': 'House',
      '@id': `${ORIGIN}/ca/assets/asset/${ID}/long#place`,
      identifier: ID,
      numberOfBedrooms: 4,
      numberOfBathroomsTotal: 3,
      floorSize: { value: 210, unitCode: 'MTK' },
      geo: { latitude: 38.95812, longitude: -0.12712 },
      address: { streetAddress: 'Carrer de la Mar, 12' },
      telephone: '+34 962 555 123',
    });
    expect(data.mainEntity).not.toHaveProperty('image');
    expect(data.mainEntity).not.toHaveProperty('occupancy');
  });

  it('offers only what its lists say: a flat for sale is sold, not leased', () => {
    const flat = { ...home, long: false, category: 'penthouse' as const };
    const data = read(assetStructuredData(flat, options()));
    expect(data.url).toBe(`${ORIGIN}/es/assets/asset/${ID}/sale`);
    expect(data.mainEntity).toMatchObject({ '@type': 'Apartment' });
    expect(data.offers).toEqual([
      expect.objectContaining({ businessFunction: { '@id': 'http://purl.org/goodrelations/v1#Sell' }, price: 640_000 }),
    ]);
  });
});

describe('lodging', () => {
  const hotel = anAsset({
    type: 'hotel',
    category: 'hotel',
    hotelType: 'hotel',
    stars: 4,
    name: 'Hotel Sol de Vilaseca',
    prices: [{ amount: 120, currency: 'EUR', unit: 'night' }],
  });

  it('a hotel is a Hotel with its stars and its night price', () => {
    const data = read(assetStructuredData(hotel, options('fr')));
    expect(data['@type']).toBe('Hotel');
    expect(data.url).toBe(`${ORIGIN}/fr/assets/asset/${ID}/hotel`);
    expect(data.starRating).toEqual({ '@type': 'Rating', ratingValue: 4 });
    expect(spaced(data.priceRange)).toBe('120 €');
    expect(data.email).toBe('hola@taxivilaseca.example');
    expect(data.sameAs).toBe('https://taxivilaseca.example/');
  });

  it('a campsite is a Campground, tourist apartments a lodging business; no stars, no rating', () => {
    const camping = read(
      assetStructuredData({ ...hotel, category: 'camping', hotelType: 'camping', stars: null }, options()),
    );
    expect(camping['@type']).toBe('Campground');
    expect(camping).not.toHaveProperty('starRating');
    const apartments = { ...hotel, category: 'apartments' as const, hotelType: 'apartments' as const };
    expect(read(assetStructuredData(apartments, options()))['@type']).toBe('LodgingBusiness');
  });
});

describe('a place to eat', () => {
  const restaurant = anAsset({
    type: 'eat',
    category: 'restaurant',
    productId: 42,
    name: 'Restaurant El Racó',
    cuisines: ['rice', 'seafood'],
    prices: [{ amount: 28, currency: 'EUR', unit: 'person' }],
    openingHours: [
      { day: 'tue', opens: '13:00', closes: '16:00' },
      { day: 'tue', opens: '20:00', closes: '23:30' },
    ],
  });
  const menu: Menu = {
    productId: 42,
    assetId: ID,
    restaurant: 'Restaurant El Racó',
    lang: 'ca',
    currency: 'EUR',
    sections: [
      {
        id: '0a7f3c52-1d4e-4b8a-9c6f-2e5d8b1a3f70',
        name: 'Arrossos',
        items: [
          {
            id: '5c2e9a14-7b3d-4f6a-8e1c-9d0b2a4f6e83',
            name: 'Arròs a banda',
            description: 'Amb allioli de la casa',
            price: 16.5,
            allergens: ['fish', 'eggs'],
            available: true,
          },
          {
            id: '8d4b1f27-3a6c-4e9d-b2f5-7c0e1a9d3b46',
            name: 'Paella de verdures',
            description: null,
            price: 15,
            allergens: [],
            available: false,
          },
        ],
      },
      { id: 'b3e6d9f2-8c1a-4d5b-a7e0-4f2c6b8d1a95', name: 'Postres', items: [] },
    ],
  };

  it('is a Restaurant with its cuisines in the page language and its menu page as its menu', () => {
    const names: Record<string, string> = { rice: 'Arrossos', seafood: 'Peix i marisc' };
    const data = read(assetStructuredData(restaurant, options('ca', { cuisineName: (code) => names[code]! })));
    expect(data['@type']).toBe('Restaurant');
    expect(data.url).toBe(`${ORIGIN}/ca/assets/asset/${ID}/eat`);
    expect(data.servesCuisine).toEqual(['Arrossos', 'Peix i marisc']);
    expect(data.hasMenu).toBe(`${ORIGIN}/ca/eat/${ID}/menu`);
    expect(spaced(data.priceRange)).toBe('28 €');
    expect(data.openingHoursSpecification).toHaveLength(2);
  });

  it('carries the whole menu where it is loaded: sections, dishes and their prices in euros', () => {
    const data = read(assetStructuredData(restaurant, options('ca', { menu })));
    expect(data.hasMenu).toEqual({
      '@type': 'Menu',
      '@id': `${ORIGIN}/ca/eat/${ID}/menu#menu`,
      url: `${ORIGIN}/ca/eat/${ID}/menu`,
      name: 'Restaurant El Racó',
      inLanguage: 'ca',
      hasMenuSection: [
        {
          '@type': 'MenuSection',
          name: 'Arrossos',
          hasMenuItem: [
            {
              '@type': 'MenuItem',
              name: 'Arròs a banda',
              description: 'Amb allioli de la casa',
              offers: { '@type': 'Offer', price: 16.5, priceCurrency: 'EUR' },
            },
            {
              '@type': 'MenuItem',
              name: 'Paella de verdures',
              offers: { '@type': 'Offer', price: 15, priceCurrency: 'EUR' },
            },
          ],
        },
        { '@type': 'MenuSection', name: 'Postres', hasMenuItem: [] },
      ],
    });
  });

  it('names bars and cafés as such, and has no menu without one', () => {
    const bar = read(assetStructuredData({ ...restaurant, category: 'beach-bar', productId: null }, options()));
    expect(bar['@type']).toBe('BarOrPub');
    expect(bar).not.toHaveProperty('hasMenu');
    expect(read(assetStructuredData({ ...restaurant, category: 'cafe', cuisines: [] }, options()))).toMatchObject({
      '@type': 'CafeOrCoffeeShop',
    });
  });
});

describe('shops, estate agents, things to do and services', () => {
  it('a shop is a Store, or the kind of store it is', () => {
    const shop = anAsset({ type: 'store', category: 'crafts', name: 'Cerámica Marina' });
    expect(read(assetStructuredData(shop, options()))).toMatchObject({
      '@type': 'Store',
      name: 'Cerámica Marina',
      url: `${ORIGIN}/es/assets/asset/${ID}/store`,
    });
    expect(read(assetStructuredData({ ...shop, category: 'bookshop' }, options()))['@type']).toBe('BookStore');
  });

  it('an estate agent is a RealEstateAgent with its e-mail', () => {
    const agent = read(assetStructuredData(anAsset({ type: 'real-estate', category: 'agency' }), options('gl')));
    expect(agent['@type']).toBe('RealEstateAgent');
    expect(agent.url).toBe(`${ORIGIN}/gl/assets/asset/${ID}/realstate`);
    expect(agent.email).toBe('hola@taxivilaseca.example');
  });

  it('a thing to do is a TouristAttraction: a place, so no e-mail or price range', () => {
    const kayak = anAsset({
      type: 'activity',
      category: 'kayak',
      prices: [{ amount: 35, currency: 'EUR', unit: 'person' }],
    });
    const data = read(assetStructuredData(kayak, options('it')));
    expect(data['@type']).toBe('TouristAttraction');
    expect(data.url).toBe(`${ORIGIN}/it/assets/asset/${ID}/do`);
    expect(data.telephone).toBe('+34 962 555 123');
    expect(data).not.toHaveProperty('email');
    expect(data).not.toHaveProperty('priceRange');
  });

  it('a service is a LocalBusiness, or the kind of business it is', () => {
    const taxi = read(assetStructuredData(anAsset({}), options('eu')));
    expect(taxi).toMatchObject({ '@type': 'LocalBusiness', url: `${ORIGIN}/eu/assets/asset/${ID}/service` });
    const pharmacy = read(assetStructuredData(anAsset({ category: 'pharmacy' }), options()));
    expect(pharmacy['@type']).toBe('Pharmacy');
  });
});

describe('opening hours', () => {
  it('gives a split shift two specifications, groups days with the same hours and leaves closed days out', () => {
    const specs = read({
      specs: openingHoursSpecification([
        { day: 'mon', opens: '09:00', closes: '14:00' },
        { day: 'mon', opens: '17:00', closes: '20:30' },
        { day: 'tue', opens: '09:00', closes: '14:00' },
        { day: 'tue', opens: '17:00', closes: '20:30' },
        { day: 'wed', opens: '09:00', closes: '14:00' },
        // Thursday and Sunday: closed.
        { day: 'fri', opens: '20:00', closes: '02:00' },
        { day: 'sat', opens: '10:00', closes: '24:00' },
      ]),
    }).specs as unknown[];
    expect(specs).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday', 'https://schema.org/Wednesday'],
        opens: '09:00',
        closes: '14:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday'],
        opens: '17:00',
        closes: '20:30',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Friday', opens: '20:00', closes: '02:00' },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '10:00',
        closes: '23:59',
      },
    ]);
    expect(JSON.stringify(specs)).not.toMatch(/Thursday|Sunday/);
  });

  it('writes a day open round the clock as schema.org does', () => {
    expect(openingHoursSpecification([{ day: 'sun', opens: '00:00', closes: '24:00' }])).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Sunday', opens: '00:00', closes: '23:59' },
    ]);
  });
});

describe('addresses', () => {
  it('keeps an address it cannot split as the street, in the town', () => {
    expect(postalAddress('Port esportiu, amarrador 14', TOWN)).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Port esportiu, amarrador 14',
      addressLocality: 'Vilaseca de Mar',
      addressRegion: 'Tarragona',
      addressCountry: 'ES',
    });
  });

  it('takes the province and country from the town, wherever it is', () => {
    const faro = { name: 'Praia Nova', province: 'Faro', country: 'PT' };
    expect(postalAddress('Rua do Mar, 5, 8000 Praia Nova', faro)).toMatchObject({
      streetAddress: 'Rua do Mar, 5, 8000 Praia Nova',
      addressLocality: 'Praia Nova',
      addressRegion: 'Faro',
      addressCountry: 'PT',
    });
    expect(postalAddress('Rua do Mar, 5, 80001 Praia Nova', faro)).toMatchObject({
      streetAddress: 'Rua do Mar, 5',
      postalCode: '80001',
      addressLocality: 'Praia Nova',
      addressCountry: 'PT',
    });
  });
});

describe('breadcrumbs', () => {
  it('numbers the steps from 1, each with its address but the page itself', () => {
    expect(
      breadcrumbStructuredData([
        { name: 'Llocs per menjar', url: `${ORIGIN}/ca/assets/eatList` },
        { name: 'El Racó', url: `${ORIGIN}/ca/assets/asset/${ID}/eat` },
        { name: 'Carta' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Llocs per menjar', item: `${ORIGIN}/ca/assets/eatList` },
        { '@type': 'ListItem', position: 2, name: 'El Racó', item: `${ORIGIN}/ca/assets/asset/${ID}/eat` },
        { '@type': 'ListItem', position: 3, name: 'Carta' },
      ],
    });
  });
});
