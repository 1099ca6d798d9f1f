import {
  ASSET_LISTS,
  ASSET_TYPE_TRAITS,
  PROPERTY_FLAGS,
  hasFeature,
  hasListFlags,
  isOnListWith,
  type AssetListKey,
  type AssetType,
  type PropertyFlag,
} from '@town/shared/asset-types';
import { sectionsOf, type SectionKey } from '@town/shared/catalogue';
import { WEEKDAYS, type CuisineType, type PriceUnit, type Weekday } from '@town/shared/catalogue-codes';
import type { HotelType } from '@town/shared/constants';
import { SUPPORTED_LANGUAGES, type Language } from '@town/shared/languages';
import { parseTypedNumber } from '@town/shared/locale-format';
import { PROPERTY_PRICE_UNITS, type ListingContent, type ListingContentInput } from '@town/shared/listings';

/*
 * The editor's form holds what the owner types (text, even for numbers); toContent() turns
 * it into the ListingContent the API takes, and formPathOf() says which field of the form
 * an issue about that content belongs to (the shared schema's and the server's alike).
 */

export interface TextValues {
  name: string;
  summary: string;
  sections: Partial<Record<SectionKey, string>>;
}

export interface Period {
  opens: string;
  closes: string;
}

export interface EditorValues {
  type: AssetType;
  rent: boolean;
  long: boolean;
  sale: boolean;
  category: string;
  texts: Record<Language, TextValues>;
  address: string;
  location: { lat: string; lng: string };
  phone: string;
  email: string;
  web: string;
  /** A weekday without periods is closed; two periods are split shifts. */
  hours: Record<Weekday, Period[]>;
  /** A property's price on each list it is in (night, month, total). */
  listPrices: Record<PropertyFlag, string>;
  /** Any other type's price and what it is for. */
  price: { amount: string; unit: PriceUnit };
  capacity: { adults: string; children: string };
  bedrooms: string;
  bathrooms: string;
  area: string;
  hotelType: HotelType | '';
  stars: string;
  cuisines: CuisineType[];
  licence: string;
  nrua: string;
}

/** The kinds of listing an owner starts from: the public lists (a property's is its first list). */
export const NEW_LISTING_KINDS: readonly AssetListKey[] = ASSET_LISTS.map((list) => list.key);
export type NewListingKind = AssetListKey;

export function isNewListingKind(value: string | null): value is NewListingKind {
  return (NEW_LISTING_KINDS as readonly (string | null)[]).includes(value);
}

const noTexts = (): Record<Language, TextValues> =>
  Object.fromEntries(SUPPORTED_LANGUAGES.map((lang) => [lang, { name: '', summary: '', sections: {} }])) as Record<
    Language,
    TextValues
  >;

const closedWeek = (): Record<Weekday, Period[]> =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as Record<Weekday, Period[]>;

/** An empty listing of a kind: a property starts on the list it was chosen from. */
export function emptyValues(kind: NewListingKind): EditorValues {
  const list = ASSET_LISTS.find((l) => l.key === kind) ?? ASSET_LISTS[0];
  const { type } = list;
  const flag = 'flag' in list ? list.flag : undefined;
  return {
    type,
    rent: flag === 'rent',
    long: flag === 'long',
    sale: flag === 'sale',
    category: '',
    texts: noTexts(),
    address: '',
    location: { lat: '', lng: '' },
    phone: '',
    email: '',
    web: '',
    hours: closedWeek(),
    listPrices: { rent: '', long: '', sale: '' },
    price: { amount: '', unit: ASSET_TYPE_TRAITS[type].priceUnit },
    capacity: { adults: '', children: '' },
    bedrooms: '',
    bathrooms: '',
    area: '',
    hotelType: '',
    stars: '',
    cuisines: [],
    licence: '',
    nrua: '',
  };
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The form's values for a stored listing. */
export function valuesOf(content: ListingContent): EditorValues {
  const values = emptyValues(ASSET_LISTS.find((list) => list.type === content.type)?.key ?? ASSET_LISTS[0].key);
  const texts = noTexts();
  for (const lang of SUPPORTED_LANGUAGES) {
    const stored = content.texts[lang];
    if (stored) texts[lang] = { name: stored.name, summary: stored.summary, sections: { ...stored.sections } };
  }
  const hours = closedWeek();
  for (const period of content.openingHours ?? [])
    hours[period.day].push({ opens: period.opens, closes: period.closes });
  const listPrices = { ...values.listPrices };
  const prices = [content.price, ...content.otherPrices].filter((price) => price != null);
  if (hasListFlags(content.type)) {
    for (const flag of PROPERTY_FLAGS) {
      const price = prices.find((p) => p.unit === PROPERTY_PRICE_UNITS[flag]);
      if (price) listPrices[flag] = String(price.amount);
    }
  }
  return {
    ...values,
    rent: content.rent,
    long: content.long,
    sale: content.sale,
    category: content.category,
    texts,
    address: content.address,
    location: { lat: String(content.location.lat), lng: String(content.location.lng) },
    phone: content.phone ?? '',
    email: content.email ?? '',
    web: content.web ?? '',
    hours,
    listPrices,
    price:
      !hasListFlags(content.type) && content.price
        ? { amount: String(content.price.amount), unit: content.price.unit }
        : values.price,
    capacity: { adults: text(content.capacity?.adults), children: text(content.capacity?.children) },
    bedrooms: text(content.bedrooms),
    bathrooms: text(content.bathrooms),
    area: text(content.area),
    hotelType: content.hotelType ?? '',
    stars: text(content.stars),
    cuisines: [...content.cuisines],
    licence: content.licence ?? '',
    nrua: content.nrua ?? '',
  };
}

/** What a field of the form offers for the type (the rest is neither shown nor sent). */
export function fieldsOf(values: Pick<EditorValues, 'type' | 'rent'>) {
  const { type } = values;
  return {
    propertyLists: hasListFlags(type),
    capacity: hasFeature(type, 'capacity'),
    rooms: hasFeature(type, 'rooms'),
    area: hasFeature(type, 'rooms'),
    hotel: hasFeature(type, 'hotelCategory'),
    cuisines: hasFeature(type, 'cuisines'),
    menu: hasFeature(type, 'menu'),
    hours: hasFeature(type, 'openingHours'),
    licence: isOnListWith(values, 'touristLicence'),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const numberOrNull = (value: string) => parseTypedNumber(value) ?? null;

/** Where each content price and opening period came from in the form. */
export interface ContentSources {
  prices: (PropertyFlag | 'price')[];
  periods: { day: Weekday; index: number }[];
}

/** The listing's content for the API, with where its lists' entries came from. */
export function toContent(values: EditorValues): { content: ListingContentInput; sources: ContentSources } {
  const shown = fieldsOf(values);
  const sections = sectionsOf(values.type);
  const texts: ListingContentInput['texts'] = {};
  for (const lang of SUPPORTED_LANGUAGES) {
    const typed = values.texts[lang];
    const written = Object.fromEntries(
      sections.flatMap((key) => (typed.sections[key]?.trim() ? [[key, typed.sections[key]]] : [])),
    );
    // A language the owner wrote nothing in is not sent: only Spanish is required.
    if (typed.name.trim() || typed.summary.trim() || Object.keys(written).length) {
      texts[lang] = { name: typed.name, summary: typed.summary, sections: written };
    }
  }
  const sources: ContentSources = { prices: [], periods: [] };
  const openingHours = WEEKDAYS.flatMap((day) =>
    values.hours[day].map((period, index) => {
      sources.periods.push({ day, index });
      return { day, ...period };
    }),
  );
  const prices: { amount: number; unit: PriceUnit }[] = [];
  if (shown.propertyLists) {
    for (const flag of PROPERTY_FLAGS) {
      const amount = parseTypedNumber(values.listPrices[flag]);
      if (values[flag] && amount !== undefined) {
        prices.push({ amount, unit: PROPERTY_PRICE_UNITS[flag] });
        sources.prices.push(flag);
      }
    }
  } else {
    const amount = parseTypedNumber(values.price.amount);
    if (amount !== undefined) {
      prices.push({ amount, unit: values.price.unit });
      sources.prices.push('price');
    }
  }
  const lat = parseTypedNumber(values.location.lat);
  const lng = parseTypedNumber(values.location.lng);
  const adults = parseTypedNumber(values.capacity.adults);
  const children = parseTypedNumber(values.capacity.children);
  const content: ListingContentInput = {
    type: values.type,
    rent: shown.propertyLists && values.rent,
    long: shown.propertyLists && values.long,
    sale: shown.propertyLists && values.sale,
    category: values.category,
    texts,
    address: values.address,
    location: { lat: lat as number, lng: lng as number },
    phone: orNull(values.phone),
    email: orNull(values.email),
    web: orNull(values.web),
    openingHours: shown.hours && openingHours.length ? openingHours : null,
    price: prices[0] ?? null,
    otherPrices: prices.slice(1),
    capacity:
      shown.capacity && (adults !== undefined || children !== undefined)
        ? { adults: adults as number, children: children ?? 0 }
        : null,
    bedrooms: shown.rooms ? numberOrNull(values.bedrooms) : null,
    bathrooms: shown.rooms ? numberOrNull(values.bathrooms) : null,
    area: shown.area ? numberOrNull(values.area) : null,
    hotelType: shown.hotel && values.hotelType ? values.hotelType : null,
    stars: shown.hotel ? numberOrNull(values.stars) : null,
    cuisines: shown.cuisines ? values.cuisines : [],
    licence: shown.licence ? orNull(values.licence) : null,
    nrua: shown.licence ? orNull(values.nrua) : null,
  };
  return { content, sources };
}

/** A path in the form, as react-hook-form names fields: "texts.gl.name", "hours.mon.1.closes". */
export type FormPath = string;

/**
 * The form field an issue about the content is about: `['openingHours', 3, 'closes']` is the
 * period it came from; `['price']` is the list's price; a path the form has no field for is
 * the form's own ("root").
 */
export function formPathOf(path: readonly PropertyKey[], sources: ContentSources): FormPath {
  const [head, second, third, fourth] = path.map((part) => (typeof part === 'symbol' ? '' : part));
  switch (head) {
    case 'texts': {
      if (typeof second !== 'string') return 'texts.es.name';
      if (third === 'summary') return `texts.${second}.summary`;
      if (third === 'sections' && typeof fourth === 'string') return `texts.${second}.sections.${fourth}`;
      return `texts.${second}.name`;
    }
    case 'location':
      return second === 'lng' ? 'location.lng' : 'location.lat';
    case 'openingHours': {
      const source = typeof second === 'number' ? sources.periods[second] : undefined;
      if (!source) return 'hours.mon';
      return `hours.${source.day}.${source.index}.${third === 'opens' ? 'opens' : 'closes'}`;
    }
    case 'price':
    case 'otherPrices': {
      const index = head === 'price' ? 0 : typeof second === 'number' ? second + 1 : 1;
      const source = sources.prices[index];
      if (source === undefined) return head === 'price' ? 'price.amount' : 'listPrices.rent';
      if (source === 'price') return third === 'unit' || second === 'unit' ? 'price.unit' : 'price.amount';
      return `listPrices.${source}`;
    }
    case 'capacity':
      return second === 'children' ? 'capacity.children' : 'capacity.adults';
    case 'long':
    case 'sale':
      return 'rent';
    case 'rent':
    case 'category':
    case 'address':
    case 'phone':
    case 'email':
    case 'web':
    case 'bedrooms':
    case 'bathrooms':
    case 'area':
    case 'hotelType':
    case 'stars':
    case 'cuisines':
    case 'licence':
    case 'nrua':
      return head;
    default:
      return 'root';
  }
}

/** The language tab a form field is on, if it is a text. */
export function languageOfPath(path: FormPath): Language | undefined {
  const match = /^texts\.([a-z]{2})\./.exec(path);
  return match && (SUPPORTED_LANGUAGES as readonly string[]).includes(match[1]!) ? (match[1] as Language) : undefined;
}
