import { z } from 'zod';
import {
  ASSET_LISTS,
  ASSET_TYPES,
  PAGE_SECTIONS,
  PROPERTY_FLAGS,
  hasFeature,
  hasListFlags,
  isOnListWith,
  type AssetListKey,
  type AssetType,
} from './asset-types.ts';
import { ASSET_CATEGORIES, assetImageSchema, openingPeriodSchema, sectionsOf, type SectionKey } from './catalogue.ts';
import { ALLERGENS, CUISINE_TYPES, PRICE_UNITS, type PriceUnit } from './catalogue-codes.ts';
import { HOTEL_TYPES, MAX_LISTING_GUESTS, MAX_LISTING_ROOMS } from './constants.ts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from './languages.ts';

/*
 * A business's own listing, as its owner edits it and the town hall reviews it
 * (docs/listings.md). The editable content is one document; every change to it is kept as a
 * revision, and the public catalogue shows the last one the town hall published.
 */

/** The life of a listing (docs/listings.md#life). Only `published` shows in the catalogue. */
export const LISTING_STATUSES = ['draft', 'review', 'published', 'rejected', 'unpublished'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** A listing's texts must exist in this language, every reader's fallback (docs/rules.md#languages); the others are optional. */
export const REQUIRED_LISTING_LANGUAGE: Language = DEFAULT_LANGUAGE;

export const LISTING_LIMITS = {
  name: 120,
  summary: 300,
  section: 5000,
  address: 200,
  phone: 30,
  email: 254,
  web: 300,
  altText: 200,
  images: 30,
  menuSections: 30,
  menuItems: 80,
  menuName: 120,
  menuDescription: 400,
  reason: 1000,
  /** Upload limits (docs/listings.md#photos). */
  imageBytes: 15 * 1024 * 1024,
  imagePixels: 50_000_000,
  /** What one owner's photos may take on the town's disk, every rendition counted (docs/listings.md#photos). */
  ownerPhotoBytes: 500 * 1024 * 1024,
} as const;

const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => text(max).min(1, 'Required');
/** Texts keyed by language; every key one of the nine, values trimmed. */
const perLanguage = <T extends z.ZodType>(value: T) => z.partialRecord(z.enum(SUPPORTED_LANGUAGES), value);

export const listingTextSchema = z.object({
  name: requiredText(LISTING_LIMITS.name),
  summary: text(LISTING_LIMITS.summary).default(''),
  /** The page sections of the listing's type (PAGE_SECTIONS); others are refused. */
  sections: z
    .partialRecord(
      z.enum(Object.values(PAGE_SECTIONS).flat() as [SectionKey, ...SectionKey[]]),
      text(LISTING_LIMITS.section),
    )
    .default({}),
});
export type ListingText = z.infer<typeof listingTextSchema>;

/** A Spanish regional tourist licence, e.g. "VT-123456-V" (Valencia), "HUTB-012345", "ESFCTU…" is not one. */
export const TOURIST_LICENCE_PATTERN = /^[A-Z]{1,6}[-/ ]?\d{1,7}(?:[-/ ]?[A-Z]{1,3})?$/;
/**
 * The national registry number of short-term rentals (NRUA, Registro Único de Arrendamientos):
 * "ES" + 2 letters of the kind, then the property's code, 30+ characters in all, e.g.
 * "ESFCTU0000460420004150550000000000000000000VT-123456-V6".
 */
export const NRUA_PATTERN = /^ES[A-Z]{2}[A-Z0-9-]{20,60}$/;

/**
 * One price in whole euros (the catalogue keeps whole euros); a property's price unit names its
 * list (night → rent, month → long, total → sale).
 */
export const listingPriceSchema = z.object({
  amount: z.number().int().nonnegative().max(100_000_000),
  unit: z.enum(PRICE_UNITS),
});
export type ListingPrice = z.infer<typeof listingPriceSchema>;

export const listingImageSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{16}$/),
  alt: perLanguage(text(LISTING_LIMITS.altText)).default({}),
});
export type ListingImage = z.infer<typeof listingImageSchema>;

export const listingMenuItemSchema = z.object({
  name: perLanguage(text(LISTING_LIMITS.menuName)),
  description: perLanguage(text(LISTING_LIMITS.menuDescription)).default({}),
  /** Euros, at most two decimals. */
  price: z
    .number()
    .nonnegative()
    .max(100_000)
    .refine(
      (v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      'At most two decimals',
    ),
  allergens: z.array(z.enum(ALLERGENS)).max(ALLERGENS.length).default([]),
  /** Shown greyed out as "not available today". */
  available: z.boolean().default(true),
});
export const listingMenuSectionSchema = z.object({
  name: perLanguage(text(LISTING_LIMITS.menuName)),
  items: z.array(listingMenuItemSchema).max(LISTING_LIMITS.menuItems),
});
export const listingMenuSchema = z.object({
  sections: z.array(listingMenuSectionSchema).max(LISTING_LIMITS.menuSections),
});
export type ListingMenu = z.infer<typeof listingMenuSchema>;
export type ListingMenuSection = z.infer<typeof listingMenuSectionSchema>;
export type ListingMenuItem = z.infer<typeof listingMenuItemSchema>;

/**
 * The editable content of a listing: what POST /owner/assets takes, PUT /owner/assets/{id}
 * replaces, and every revision keeps. `images` and `menu` are changed through their own
 * endpoints and only read here (a PUT keeps them as they are).
 */
const listingContentObject = z.object({
  type: z.enum(ASSET_TYPES),
  rent: z.boolean().default(false),
  long: z.boolean().default(false),
  sale: z.boolean().default(false),
  category: z.string(),
  texts: perLanguage(listingTextSchema),
  address: requiredText(LISTING_LIMITS.address),
  location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  phone: text(LISTING_LIMITS.phone)
    .regex(/^\+?[0-9 ()-]{6,30}$/, 'A phone number, like +34 962 000 000')
    .nullish(),
  email: z.email().max(LISTING_LIMITS.email).nullish(),
  web: z
    .url({ protocol: /^https?$/ })
    .max(LISTING_LIMITS.web)
    .nullish(),
  /** Every opening period of the week; a weekday with none is closed. Two or more a day are split shifts. */
  openingHours: z.array(openingPeriodSchema).max(28).nullish(),
  price: listingPriceSchema.nullish(),
  /** A property listed on more than one list: the prices of the others (one per list). */
  otherPrices: z.array(listingPriceSchema).max(2).default([]),
  capacity: z
    .object({
      adults: z.number().int().min(1).max(MAX_LISTING_GUESTS),
      children: z.number().int().min(0).max(MAX_LISTING_GUESTS),
    })
    .nullish(),
  bedrooms: z.number().int().min(0).max(MAX_LISTING_ROOMS).nullish(),
  bathrooms: z.number().int().min(0).max(MAX_LISTING_ROOMS).nullish(),
  area: z.number().int().min(1).max(100_000).nullish(),
  hotelType: z.enum(HOTEL_TYPES).nullish(),
  stars: z.number().int().min(1).max(5).nullish(),
  cuisines: z.array(z.enum(CUISINE_TYPES)).max(CUISINE_TYPES.length).default([]),
  /** Holiday rentals: the regional tourist licence, e.g. "VT-123456-V". */
  licence: text(40)
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(TOURIST_LICENCE_PATTERN, 'A tourist licence, like VT-123456-V'))
    .nullish(),
  /** Holiday rentals: the national registry number (NRUA). */
  nrua: text(80)
    .transform((v) => v.toUpperCase().replace(/\s+/g, ''))
    .pipe(z.string().regex(NRUA_PATTERN, 'A registry number starting with ES, like ESFCTU00004604200041505…'))
    .nullish(),
  images: z.array(listingImageSchema).max(LISTING_LIMITS.images).default([]),
  menu: listingMenuSchema.nullish(),
});

/** The unit a property list's price is in. */
export const PROPERTY_PRICE_UNITS = { rent: 'night', long: 'month', sale: 'total' } as const;
/** Units other types may price in. */
export const OTHER_PRICE_UNITS: readonly PriceUnit[] = ['night', 'person', 'day', 'hour'];

/** The rules across fields (docs/listings.md#content-rules), one issue per path. */
export const listingContentSchema = listingContentObject.superRefine((content, ctx) => {
  const categories = ASSET_CATEGORIES[content.type] as readonly string[];
  if (!categories.includes(content.category)) {
    ctx.addIssue({ code: 'custom', path: ['category'], message: `One of: ${categories.join(', ')}` });
  }
  if (!content.texts[REQUIRED_LISTING_LANGUAGE]) {
    ctx.addIssue({
      code: 'custom',
      path: ['texts', REQUIRED_LISTING_LANGUAGE],
      message: 'The Spanish texts are required',
    });
  }
  const sections = new Set<string>(sectionsOf(content.type));
  for (const [lang, texts] of Object.entries(content.texts)) {
    for (const key of Object.keys(texts?.sections ?? {})) {
      if (!sections.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['texts', lang, 'sections', key],
          message: `Not a section of a ${content.type}`,
        });
      }
    }
  }
  const flags = PROPERTY_FLAGS.filter((flag) => content[flag]);
  if (hasListFlags(content.type)) {
    if (flags.length === 0)
      ctx.addIssue({ code: 'custom', path: ['rent'], message: 'A property is for rent, long rent or sale' });
    const prices = [content.price, ...content.otherPrices].filter((p) => p != null);
    const wanted = flags.map((flag) => PROPERTY_PRICE_UNITS[flag]);
    prices.forEach((price, index) => {
      if (!(wanted as string[]).includes(price.unit)) {
        ctx.addIssue({
          code: 'custom',
          path: index === 0 ? ['price', 'unit'] : ['otherPrices', index - 1, 'unit'],
          message: `One of: ${wanted.join(', ')}`,
        });
      }
    });
    if (new Set(prices.map((p) => p.unit)).size !== prices.length) {
      ctx.addIssue({ code: 'custom', path: ['otherPrices'], message: 'One price per list' });
    }
  } else {
    if (flags.length)
      ctx.addIssue({ code: 'custom', path: [flags[0]!], message: 'Only properties are for rent or sale' });
    if (content.otherPrices.length)
      ctx.addIssue({ code: 'custom', path: ['otherPrices'], message: 'Only properties have several prices' });
    if (content.price && !OTHER_PRICE_UNITS.includes(content.price.unit)) {
      ctx.addIssue({ code: 'custom', path: ['price', 'unit'], message: `One of: ${OTHER_PRICE_UNITS.join(', ')}` });
    }
  }
  if (!hasFeature(content.type, 'cuisines') && content.cuisines.length) {
    ctx.addIssue({ code: 'custom', path: ['cuisines'], message: 'Only places to eat have cuisines' });
  }
  if (!hasFeature(content.type, 'menu') && content.menu) {
    ctx.addIssue({ code: 'custom', path: ['menu'], message: 'Only places to eat have a menu' });
  }
  if (!hasFeature(content.type, 'hotelCategory') && (content.hotelType || content.stars)) {
    ctx.addIssue({ code: 'custom', path: ['hotelType'], message: 'Only hotels have a hotel type and stars' });
  }
  if (!isOnListWith(content, 'touristLicence') && (content.licence || content.nrua)) {
    ctx.addIssue({ code: 'custom', path: ['licence'], message: 'Only holiday rentals have a tourist licence' });
  }
  const ids = content.images.map((image) => image.id);
  if (new Set(ids).size !== ids.length)
    ctx.addIssue({ code: 'custom', path: ['images'], message: 'A photo appears twice' });
});
export type ListingContent = z.output<typeof listingContentSchema>;
export type ListingContentInput = z.input<typeof listingContentSchema>;

/**
 * The fields that go live at once on a published listing; every other change waits for review.
 * The website and e-mail wait too: whoever took over an owner's account could otherwise send
 * the page's visitors elsewhere at once (docs/listings.md#life). Of the menu, the dishes'
 * prices, allergens and availability go live too (live-menu.ts).
 */
export const LIVE_FIELDS = [
  'phone',
  'openingHours',
  'price',
  'otherPrices',
] as const satisfies readonly (keyof ListingContent)[];

/** PUT …/images: the gallery in display order, the first the cover. */
export const listingImagesOrderSchema = z
  .array(z.object({ id: listingImageSchema.shape.id, alt: listingImageSchema.shape.alt }))
  .max(LISTING_LIMITS.images);

export const reasonSchema = z.object({ reason: requiredText(LISTING_LIMITS.reason) });

/** The languages a listing is complete in: name, summary and every section of its type written. */
export function completeLanguages(content: Pick<ListingContent, 'type' | 'texts'>): Language[] {
  const sections = sectionsOf(content.type);
  return SUPPORTED_LANGUAGES.filter((lang) => {
    const texts = content.texts[lang];
    return Boolean(texts?.name && texts.summary && sections.every((key) => texts.sections[key]?.trim()));
  });
}

/** The languages a menu is complete in: every section and item named in it. */
export function menuLanguages(menu: MenuNames | null | undefined): Language[] {
  if (!menu || menu.sections.length === 0) return [];
  return SUPPORTED_LANGUAGES.filter((lang) =>
    menu.sections.every(
      (section) => section.name[lang]?.trim() && section.items.every((item) => item.name[lang]?.trim()),
    ),
  );
}

/** What menuLanguages reads of a menu (a listing's, or the catalogue's tables): its names. */
type MenuNames = {
  sections: readonly { name: ListingMenuSection['name']; items: readonly Pick<ListingMenuItem, 'name'>[] }[];
};

// ---------------------------------------------------------------------------------------------
// Answers.

/** The nine kinds of listing an owner lists and filters by: the public lists (a property by each of its lists). */
export const LISTING_KINDS = ASSET_LISTS.map((list) => list.key) as [AssetListKey, ...AssetListKey[]];

/** GET /owner/assets: one row of "My listings". */
export const ownerListingSchema = z.object({
  id: z.uuid(),
  type: z.enum(ASSET_TYPES),
  /** The lists it is on as the catalogue holds it (a holiday rental has a calendar and bookings). */
  kinds: z.array(z.enum(LISTING_KINDS)),
  status: z.enum(LISTING_STATUSES),
  /** A published listing's change waiting to be submitted or reviewed. */
  pendingChange: z.enum(['draft', 'review', 'rejected']).nullable(),
  /** Why the town hall last turned the listing (or its change) down. */
  rejectionReason: z.string().nullable(),
  name: z.string(),
  /** The languages whose texts are complete. */
  languages: z.array(z.enum(SUPPORTED_LANGUAGES)),
  /** The cover's smallest rendition, for a thumbnail (signed: docs/listings.md#photos). */
  image: z.string().nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type OwnerListing = z.infer<typeof ownerListingSchema>;

/** GET /owner/assets: a page's length unless `limit` says otherwise, and the longest one. */
export const OWNER_LISTINGS_PAGE_SIZE = 25;
export const OWNER_LISTINGS_MAX_LIMIT = 100;

/**
 * GET /owner/assets?q=&type=&status=&page=&limit= (docs/listings.md#the-owners-workspace):
 * `q`'s words each found in a name (any language) or the address, case and accents aside;
 * `type` one of the kinds; `status` the listing's own.
 */
export const ownerListingsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  type: z.enum(LISTING_KINDS).optional(),
  status: z.enum(LISTING_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(OWNER_LISTINGS_MAX_LIMIT).default(OWNER_LISTINGS_PAGE_SIZE),
});
export type OwnerListingsQuery = z.infer<typeof ownerListingsQuerySchema>;

/** The owner's listings found, newest change first, a page at a time. */
export const ownerListingPageSchema = z.object({
  items: z.array(ownerListingSchema),
  /** How many the search found, on every page. */
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** The kinds of all the owner's listings, whatever the search: the type filter's choices. */
  kinds: z.array(z.enum(LISTING_KINDS)),
});
export type OwnerListingPage = z.infer<typeof ownerListingPageSchema>;

/** A photo of a listing: the catalogue's renditions, with its alt texts per language. */
export const listingPhotoSchema = assetImageSchema.extend({
  alt: perLanguage(z.string()),
});
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;

/** GET /owner/assets/{id}: a listing as its editor opens it (its latest revision). */
export const listingDetailSchema = z.object({
  id: z.uuid(),
  ownerId: z.uuid().nullable(),
  type: z.enum(ASSET_TYPES),
  status: z.enum(LISTING_STATUSES),
  pendingChange: ownerListingSchema.shape.pendingChange,
  rejectionReason: z.string().nullable(),
  /** The languages whose texts are complete. */
  languages: z.array(z.enum(SUPPORTED_LANGUAGES)),
  /** The languages the menu is complete in. */
  menuLanguages: z.array(z.enum(SUPPORTED_LANGUAGES)),
  productId: z.number().int().positive().nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
  /** The public page's path in Spanish (e.g. "/es/assets/eat/<id>") while published, else null. */
  publicPath: z.string().nullable(),
  /** The latest revision's content (`images` as ids and alt texts). */
  content: z.unknown(),
  /** content.images with their renditions, in the same order. */
  photos: z.array(listingPhotoSchema),
});
export type ListingDetail = Omit<z.infer<typeof listingDetailSchema>, 'content'> & { content: ListingContent };

/**
 * What saving a menu did to the public one (docs/listings.md#menus): PUT …/menu answers it
 * beside the listing, so that the editor can say what went live and what waits.
 */
export const menuChangeSchema = z.object({
  /** The dishes of the published menu whose price, allergens or availability changed at once. */
  live: z.number().int().nonnegative(),
  /**
   * Whether the menu as saved has changes that wait for the town hall's review (names,
   * descriptions, dishes added, removed or moved); for a listing never published, its whole menu.
   */
  waiting: z.boolean(),
});
export type MenuChange = z.infer<typeof menuChangeSchema>;

/** PUT /owner/assets/{id}/menu: the listing as saved, and what went live. */
export const savedMenuSchema = listingDetailSchema.extend({ menuChange: menuChangeSchema });
export type SavedMenu = ListingDetail & { menuChange: MenuChange };

/** GET /admin/review: a listing or a change waiting for the town hall, oldest first. */
export const reviewItemSchema = z.object({
  id: z.uuid(),
  type: z.enum(ASSET_TYPES),
  name: z.string(),
  /** `new`: never published; `change`: a change to a published listing. */
  kind: z.enum(['new', 'change']),
  ownerId: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  submittedAt: z.iso.datetime({ offset: true }),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

/** GET /admin/assets: one listing of the town hall's search. */
export const adminListingSchema = z.object({
  id: z.uuid(),
  type: z.enum(ASSET_TYPES),
  status: z.enum(LISTING_STATUSES),
  pendingChange: ownerListingSchema.shape.pendingChange,
  name: z.string(),
  ownerId: z.uuid().nullable(),
  ownerEmail: z.string().nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type AdminListing = z.infer<typeof adminListingSchema>;

export const ADMIN_LISTINGS_PAGE_SIZE = 20;

/** A revision as admins compare them. */
export const listingRevisionSchema = z.object({
  id: z.uuid(),
  number: z.number().int().positive(),
  state: z.enum(['saved', 'submitted', 'published', 'rejected', 'live']),
  reason: z.string().nullable(),
  authorId: z.uuid().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  content: z.unknown(),
  /** A signed address of each named photo's square thumbnail, by photo id; a photo no longer stored has none. */
  thumbnails: z.record(z.string(), z.string()),
});
export type ListingRevision = z.infer<typeof listingRevisionSchema>;

export function isAssetType(value: string): value is AssetType {
  return (ASSET_TYPES as readonly string[]).includes(value);
}
