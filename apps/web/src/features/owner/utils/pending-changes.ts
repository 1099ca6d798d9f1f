import { changedFields, isLiveField, type ContentKey } from '@town/shared/listing-submission';
import type { ListingContentInput, ListingMenu } from '@town/shared/listings';
import { isLiveMenuChange, liveDishChanges, sameMenu } from '@town/shared/live-menu';

/*
 * What the owner's unsaved changes are, in the words the save bar uses: which of them go live
 * as soon as they are saved, and which wait for the town hall's review. Which is which is the
 * shared rule (isLiveField and the menu's, as the API applies them in goesLive,
 * @town/shared/listing-submission); here each changed field only gets its name.
 */

/** What the save bar names: a part of the listing or of its menu. */
export type ChangeTopic = 'phone' | 'hours' | 'prices' | 'dishes' | 'texts' | 'place' | 'contact' | 'details' | 'menu';

/** The listing form's fields, each under the name the bar gives it (photos and the menu have their own). */
const TOPICS: Record<Exclude<ContentKey, 'images' | 'menu'>, ChangeTopic> = {
  type: 'details',
  rent: 'details',
  long: 'details',
  sale: 'details',
  category: 'place',
  texts: 'texts',
  address: 'place',
  location: 'place',
  phone: 'phone',
  email: 'contact',
  web: 'contact',
  openingHours: 'hours',
  price: 'prices',
  otherPrices: 'prices',
  capacity: 'details',
  bedrooms: 'details',
  bathrooms: 'details',
  area: 'details',
  hotelType: 'details',
  stars: 'details',
  cuisines: 'details',
  licence: 'details',
  nrua: 'details',
};

export interface PendingChanges {
  /** Public as soon as they are saved (on a published listing). */
  live: ChangeTopic[];
  /** Waiting for the town hall's review once saved. */
  review: ChangeTopic[];
}

const unique = (topics: ChangeTopic[]) => [...new Set(topics)];

/**
 * The listing form's changes: `saved` and `typed` are both the content the form makes
 * (toContent), of the values it was given and of the values it holds, so that what the owner
 * left alone compares equal.
 */
export function listingChanges(saved: ListingContentInput, typed: ListingContentInput): PendingChanges {
  const live: ChangeTopic[] = [];
  const review: ChangeTopic[] = [];
  for (const key of changedFields(saved, typed)) {
    if (key === 'images' || key === 'menu') continue;
    (isLiveField(key) ? live : review).push(TOPICS[key]);
  }
  return { live: unique(live), review: unique(review) };
}

/**
 * The menu form's changes (docs/listings.md#menus): the prices, allergens and availability of
 * dishes it had go live; a menu changed in anything else (names, descriptions, dishes added,
 * removed or moved) waits for review, whatever of it went live.
 */
export function menuChanges(saved: ListingMenu, typed: ListingMenu): PendingChanges {
  if (sameMenu(saved, typed)) return { live: [], review: [] };
  return {
    live: liveDishChanges(saved, typed).length ? ['dishes'] : [],
    review: isLiveMenuChange(saved, typed) ? [] : ['menu'],
  };
}

/** Two forms' changes together, each topic once. */
export function bothChanges(a: PendingChanges, b: PendingChanges): PendingChanges {
  return { live: unique([...a.live, ...b.live]), review: unique([...a.review, ...b.review]) };
}
