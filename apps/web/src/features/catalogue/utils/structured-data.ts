import { ASSET_LISTS, type AssetListDefinition } from '@town/shared/asset-types';
import type { HotelType } from '@town/shared/constants';
import type { Asset, AssetCategory, AssetImage, Menu, OpeningPeriod, Price } from '@town/shared/catalogue';
import type { CuisineType, PriceUnit, Weekday } from '@town/shared/catalogue-codes';
import { isSupportedLanguage } from '@town/shared/languages';
import { canonicalAssetPagePath, localizedPath, menuPagePath } from '@town/shared/public-pages';
import type { TownProfile } from '@town/shared/town';
import type {
  Accommodation,
  BreadcrumbList,
  Certification,
  DayOfWeek,
  GeoCoordinates,
  LocalBusiness,
  Menu as SchemaMenu,
  Offer,
  OpeningHoursSpecification,
  PostalAddress,
  RealEstateListing,
  TouristAttraction,
  WebPage,
  WithContext,
} from 'schema-dts';
import { formatEuros } from './format.ts';

/*
 * JSON-LD for search engines (docs/product.md#structured-data): pure functions from the data an
 * asset page and a menu page already hold. Addresses are the canonical ones in the page's
 * language, made absolute by the caller, which knows the site's origin.
 */

/** A schema.org node as an object (schema-dts also allows a bare IRI string for each type). */
type Node<T> = Exclude<T, string>;

export type AssetStructuredData = WithContext<Node<LocalBusiness> | Node<TouristAttraction> | Node<RealEstateListing>>;

/** What an address in the town takes from its profile: the town itself, its province and country. */
export type TownPlace = Pick<TownProfile, 'name' | 'province' | 'country'>;

export interface AssetStructuredDataOptions {
  /** The page's language (the URL's): the addresses' and the page node's, and prices written as text. */
  lang: string;
  /** The town the place is in (its profile). */
  town: TownPlace;
  /** Makes a site path (`/es/…`, `/uploads/…`) absolute; an absolute address stays as it is. */
  absolute: (path: string) => string;
  /** A place to eat's dishes, when the page has loaded them (else its menu is its menu page's address). */
  menu?: Menu;
  /** A cuisine's name in the page's language (the codes themselves without it). */
  cuisineName?: (code: CuisineType) => string;
  /** The name of a holiday rental's registration in the page's language (the keys themselves without it). */
  registrationName?: (kind: 'licence' | 'nrua') => string;
}

/** The options with the asset page's canonical absolute address worked out. */
type Resolved = AssetStructuredDataOptions & { url: string };

const DAY_NAMES = {
  mon: 'https://schema.org/Monday',
  tue: 'https://schema.org/Tuesday',
  wed: 'https://schema.org/Wednesday',
  thu: 'https://schema.org/Thursday',
  fri: 'https://schema.org/Friday',
  sat: 'https://schema.org/Saturday',
  sun: 'https://schema.org/Sunday',
} as const satisfies Record<Weekday, DayOfWeek>;

/** Degrees to five decimals (about a metre): more says nothing true about a place. */
export function roundCoordinate(degrees: number): number {
  return Math.round(degrees * 1e5) / 1e5;
}

/** schema.org wants "00:00"–"23:59"; our "24:00" (closing at midnight) is the end of the day. */
function schemaTime(hhmm: string): string {
  return hhmm === '24:00' ? '23:59' : hhmm;
}

/**
 * The week's opening periods as specifications: one per opening hours shared by several days
 * (so a split shift gives two), days without periods (closed) left out. A period closing at or
 * before it opens runs past midnight, which schema.org writes the same way; one that closes when
 * it opens is open all day.
 */
export function openingHoursSpecification(periods: readonly OpeningPeriod[]): Node<OpeningHoursSpecification>[] {
  const byHours = new Map<string, { opens: string; closes: string; days: DayOfWeek[] }>();
  for (const period of periods) {
    const allDay = period.opens === period.closes || (period.opens === '00:00' && period.closes === '24:00');
    const opens = allDay ? '00:00' : schemaTime(period.opens);
    const closes = allDay ? '23:59' : schemaTime(period.closes);
    const key = `${opens}-${closes}`;
    const entry = byHours.get(key) ?? { opens, closes, days: [] };
    const day = DAY_NAMES[period.day];
    if (!entry.days.includes(day)) entry.days.push(day);
    byHours.set(key, entry);
  }
  return [...byHours.values()].map(({ opens, closes, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.length === 1 ? days[0] : days,
    opens,
    closes,
  }));
}

/**
 * "Carrer de la Mar, 12, 46795 {town}" → street, postcode and town; anything else is all street,
 * in the town. The province and country are the town's.
 */
export function postalAddress(address: string, town: TownPlace): Node<PostalAddress> {
  const parts = /^(.+?),\s*(\d{5})\s+(.+)$/.exec(address.trim());
  return {
    '@type': 'PostalAddress',
    streetAddress: parts ? parts[1] : address.trim(),
    ...(parts ? { postalCode: parts[2] } : {}),
    addressLocality: parts ? parts[3] : town.name,
    addressRegion: town.province,
    addressCountry: town.country,
  };
}

function geo(asset: Asset): Node<GeoCoordinates> {
  return {
    '@type': 'GeoCoordinates',
    latitude: roundCoordinate(asset.location.lat),
    longitude: roundCoordinate(asset.location.lng),
  };
}

/** A picture's largest rendition (srcset is widest last), else its default size. */
function largestUrl(image: AssetImage): string {
  return image.srcset.at(-1)?.url ?? image.src;
}

/** The asset's prices in the given units as a range in the page's language ("80 €", "12 €–25 €"). */
function priceRange(prices: readonly Price[], units: readonly PriceUnit[], lang: string): string | undefined {
  const amounts = prices.filter((price) => units.includes(price.unit)).map((price) => price.amount);
  if (amounts.length === 0) return undefined;
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  return low === high ? formatEuros(low, lang) : `${formatEuros(low, lang)}–${formatEuros(high, lang)}`;
}

/** Which prices say what a place costs, by kind (docs/rules.md#prices). */
const PRICE_UNITS_OF = {
  rent: ['night'],
  hotel: ['night'],
  eat: ['person'],
  store: ['person', 'day', 'hour'],
  service: ['person', 'day', 'hour'],
} as const satisfies Record<string, readonly PriceUnit[]>;

/*
 * The schema.org type of each category, where one fits better than its kind's own
 * (a tapas bar is a bar, a bookshop a book store); unlisted categories take the kind's.
 */
/** Each list's own schema.org type (its `schemaOrgType` in the asset type traits), when no category gives a closer one. */
const LIST_SCHEMA_TYPES = Object.fromEntries(ASSET_LISTS.map((list) => [list.key, list.schemaOrgType])) as {
  [List in AssetListDefinition as List['key']]: List['schemaOrgType'];
};

const LODGING_TYPES: Record<HotelType, 'Hotel' | 'Campground' | 'LodgingBusiness'> = {
  hotel: 'Hotel',
  camping: 'Campground',
  apartments: 'LodgingBusiness',
};
const EAT_TYPES: Partial<Record<AssetCategory, 'Restaurant' | 'BarOrPub' | 'CafeOrCoffeeShop'>> = {
  restaurant: 'Restaurant',
  'tapas-bar': 'BarOrPub',
  'beach-bar': 'BarOrPub',
  cafe: 'CafeOrCoffeeShop',
};
type StoreType =
  'Store' | 'Bakery' | 'BookStore' | 'ClothingStore' | 'LiquorStore' | 'GroceryStore' | 'SportingGoodsStore';
const STORE_TYPES: Partial<Record<AssetCategory, StoreType>> = {
  bakery: 'Bakery',
  bookshop: 'BookStore',
  fashion: 'ClothingStore',
  'wine-shop': 'LiquorStore',
  supermarket: 'GroceryStore',
  greengrocer: 'GroceryStore',
  'surf-shop': 'SportingGoodsStore',
};
type ServiceType =
  | 'LocalBusiness'
  | 'Pharmacy'
  | 'HairSalon'
  | 'MedicalClinic'
  | 'AutoRental'
  | 'DryCleaningOrLaundry'
  | 'HomeAndConstructionBusiness';
const SERVICE_TYPES: Partial<Record<AssetCategory, ServiceType>> = {
  pharmacy: 'Pharmacy',
  hairdresser: 'HairSalon',
  'health-centre': 'MedicalClinic',
  'car-rental': 'AutoRental',
  laundry: 'DryCleaningOrLaundry',
  handyman: 'HomeAndConstructionBusiness',
};

/** What every kind of place says alike: names, where, how to reach it and the page that describes it. */
function placeBase(asset: Asset, options: Resolved) {
  const { url, absolute, lang } = options;
  const page: Node<WebPage> = {
    '@type': 'WebPage',
    '@id': url,
    url,
    // The page's own language; the pseudo-locale's page speaks the language of the texts it got.
    inLanguage: isSupportedLanguage(lang) ? lang : asset.lang,
  };
  const images = asset.images.length > 0 ? asset.images : asset.image ? [asset.image] : [];
  return {
    '@id': `${url}#place`,
    // The same in every language, so the nine pages read as one place.
    identifier: asset.id,
    name: asset.name,
    ...(asset.summary ? { description: asset.summary } : {}),
    url,
    mainEntityOfPage: page,
    ...(images.length > 0 ? { image: images.map((image) => absolute(largestUrl(image))) } : {}),
    address: postalAddress(asset.address, options.town),
    geo: geo(asset),
    ...(asset.phone ? { telephone: asset.phone } : {}),
    ...(asset.web ? { sameAs: asset.web } : {}),
    ...(asset.openingHours && asset.openingHours.length > 0
      ? { openingHoursSpecification: openingHoursSpecification(asset.openingHours) }
      : {}),
  };
}

/** A business adds its e-mail and what it costs. */
function businessBase(asset: Asset, options: Resolved, units: readonly PriceUnit[]) {
  const range = priceRange(asset.prices, units, options.lang);
  return {
    ...placeBase(asset, options),
    ...(asset.email ? { email: asset.email } : {}),
    ...(range ? { priceRange: range } : {}),
  };
}

/** A home: an apartment (studios and penthouses too) or a house (villas too), with its size and rooms. */
function accommodation(asset: Asset): Node<Accommodation> {
  const capacity = asset.capacity ? asset.capacity.adults + asset.capacity.children : 0;
  return {
    '@type': asset.category === 'house' || asset.category === 'villa' ? 'House' : 'Apartment',
    ...(capacity > 0 ? { occupancy: { '@type': 'QuantitativeValue', value: capacity } } : {}),
    ...(asset.bedrooms !== null ? { numberOfBedrooms: asset.bedrooms } : {}),
    ...(asset.bathrooms !== null ? { numberOfBathroomsTotal: asset.bathrooms } : {}),
    ...(asset.areaM2 !== null
      ? { floorSize: { '@type': 'QuantitativeValue', value: asset.areaM2, unitCode: 'MTK' } }
      : {}),
  };
}

/** A holiday rental's tourist licence and national registry number (NRUA), as certifications it holds. */
function registrations(asset: Asset, options: Resolved): Node<Certification>[] {
  const name = options.registrationName ?? ((kind) => kind);
  return (['licence', 'nrua'] as const).flatMap((kind) => {
    const number = asset[kind];
    return number ? [{ '@type': 'Certification' as const, name: name(kind), certificationIdentification: number }] : [];
  });
}

/** A holiday rental (Google's vacation-rental data also wants the coordinates on the rental itself). */
function vacationRental(asset: Asset, options: Resolved): AssetStructuredData {
  const base = businessBase(asset, options, PRICE_UNITS_OF.rent);
  const registered = registrations(asset, options);
  return {
    '@context': 'https://schema.org',
    '@type': LIST_SCHEMA_TYPES.rent,
    ...base,
    latitude: roundCoordinate(asset.location.lat),
    longitude: roundCoordinate(asset.location.lng),
    containsPlace: accommodation(asset),
    ...(registered.length > 0 ? { hasCertification: registered } : {}),
  };
}

/**
 * A home to rent by the month or to buy. schema.org puts offers on a listing, not on a place,
 * so the page is a real-estate listing whose main entity is the home.
 */
function realEstateListing(asset: Asset, options: Resolved): AssetStructuredData {
  const { url, lang } = options;
  const offers: Node<Offer>[] = [];
  for (const price of asset.prices) {
    if (price.unit === 'month' && asset.long) {
      offers.push({
        '@type': 'Offer',
        businessFunction: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' },
        price: price.amount,
        priceCurrency: price.currency,
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: price.amount,
          priceCurrency: price.currency,
          unitCode: 'MON',
        },
      });
    } else if (price.unit === 'total' && asset.sale) {
      offers.push({
        '@type': 'Offer',
        businessFunction: { '@id': 'http://purl.org/goodrelations/v1#Sell' },
        price: price.amount,
        priceCurrency: price.currency,
      });
    }
  }
  // The listing is the page: its address, pictures and language stay on it, not on the home.
  const { mainEntityOfPage: _page, url: _url, image, ...home } = placeBase(asset, options);
  return {
    '@context': 'https://schema.org',
    '@type': LIST_SCHEMA_TYPES.sale,
    '@id': url,
    url,
    inLanguage: isSupportedLanguage(lang) ? lang : asset.lang,
    name: asset.name,
    ...(asset.summary ? { description: asset.summary } : {}),
    ...(image ? { image } : {}),
    dateModified: asset.updatedAt,
    ...(offers.length > 0 ? { offers } : {}),
    mainEntity: { ...accommodation(asset), ...home },
  };
}

/** A schema.org Menu: its sections and dishes, each dish with its price in euros. */
export function menuStructuredData(menu: Menu, url: string): Node<SchemaMenu> {
  return {
    '@type': 'Menu',
    '@id': `${url}#menu`,
    url,
    name: menu.restaurant,
    inLanguage: menu.lang,
    hasMenuSection: menu.sections.map((section) => ({
      '@type': 'MenuSection',
      name: section.name,
      hasMenuItem: section.items.map((item) => ({
        '@type': 'MenuItem',
        name: item.name,
        ...(item.description ? { description: item.description } : {}),
        offers: { '@type': 'Offer', price: item.price, priceCurrency: menu.currency },
      })),
    })),
  };
}

/**
 * The JSON-LD of an asset's page, by kind (docs/product.md#structured-data): holiday rental,
 * listing (long-term rent or sale), lodging, place to eat, shop, estate agent, attraction or service.
 */
export function assetStructuredData(asset: Asset, pageOptions: AssetStructuredDataOptions): AssetStructuredData {
  const context = 'https://schema.org';
  // One address per asset, the one the page's canonical link gives (whatever list the visitor came from).
  const url = pageOptions.absolute(localizedPath(pageOptions.lang, canonicalAssetPagePath(asset)));
  const options: Resolved = { ...pageOptions, url };
  switch (asset.type) {
    case 'property': {
      // Its canonical page is under the first list it is in: the holiday rentals when it is one.
      return asset.rent ? vacationRental(asset, options) : realEstateListing(asset, options);
    }
    case 'hotel':
      return {
        '@context': context,
        '@type': asset.hotelType ? LODGING_TYPES[asset.hotelType] : LIST_SCHEMA_TYPES.hotel,
        ...businessBase(asset, options, PRICE_UNITS_OF.hotel),
        ...(asset.stars !== null ? { starRating: { '@type': 'Rating', ratingValue: asset.stars } } : {}),
      };
    case 'eat': {
      const { menu, cuisineName, absolute, lang } = options;
      const menuUrl = absolute(localizedPath(lang, menuPagePath(asset.id)));
      return {
        '@context': context,
        '@type': EAT_TYPES[asset.category] ?? LIST_SCHEMA_TYPES.eat,
        ...businessBase(asset, options, PRICE_UNITS_OF.eat),
        ...(asset.cuisines.length > 0
          ? { servesCuisine: asset.cuisines.map((code) => (cuisineName ? cuisineName(code) : code)) }
          : {}),
        ...(menu
          ? { hasMenu: menuStructuredData(menu, menuUrl) }
          : asset.productId !== null
            ? { hasMenu: menuUrl }
            : {}),
      };
    }
    case 'store':
      return {
        '@context': context,
        '@type': STORE_TYPES[asset.category] ?? LIST_SCHEMA_TYPES.store,
        ...businessBase(asset, options, PRICE_UNITS_OF.store),
      };
    case 'real-estate':
      return { '@context': context, '@type': LIST_SCHEMA_TYPES['real-estate'], ...businessBase(asset, options, []) };
    case 'activity':
      // An attraction is a place, not a business: schema.org gives it no e-mail or price range.
      return { '@context': context, '@type': LIST_SCHEMA_TYPES.activity, ...placeBase(asset, options) };
    case 'service':
      return {
        '@context': context,
        '@type': SERVICE_TYPES[asset.category] ?? LIST_SCHEMA_TYPES.service,
        ...businessBase(asset, options, PRICE_UNITS_OF.service),
      };
  }
}

export interface BreadcrumbStep {
  name: string;
  /** The step's absolute address; the last step (this page) may have none. */
  url?: string;
}

/** The trail a page shows ("Places to eat › El Racó › Menu") as a BreadcrumbList. */
export function breadcrumbStructuredData(steps: readonly BreadcrumbStep[]): WithContext<Node<BreadcrumbList>> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      ...(step.url ? { item: step.url } : {}),
    })),
  };
}
