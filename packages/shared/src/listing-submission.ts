import { LIVE_FIELDS, type ListingContent, type ListingDetail } from './listings.ts';
import { isLiveMenuChange, type MenuShape } from './live-menu.ts';

/**
 * Whether a saved listing has something to send for review (docs/listings.md#life): a listing
 * never published, unless it is waiting already; a published one only with a change saved
 * since, or one the town hall turned down. The API refuses the rest with 409.
 */
export function hasSomethingToSubmit({ status, pendingChange }: Pick<ListingDetail, 'status' | 'pendingChange'>) {
  if (status === 'review') return false;
  if (status === 'published') return pendingChange === 'draft' || pendingChange === 'rejected';
  return true;
}

export type ContentKey = keyof ListingContent;

/** A value as JSON keeps it: an absent value and a null alike (a PUT may leave an optional field out). */
const asJson = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/** Two JSON values alike, their objects' keys in any order. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  }
  const [left, right] = [a as Record<string, unknown>, b as Record<string, unknown>];
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length && keys.every((key) => key in right && sameJson(left[key], right[key]))
  );
}

/** The fields of a listing's content whose values differ between two versions of it. */
export function changedFields(
  before: Partial<Record<ContentKey, unknown>>,
  after: Partial<Record<ContentKey, unknown>>,
): ContentKey[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as ContentKey[]);
  return [...keys].filter((key) => !sameJson(asJson(before[key]), asJson(after[key])));
}

/** Whether a field goes live at once whatever its change: the phone, opening hours and prices (LIVE_FIELDS). */
export function isLiveField(key: ContentKey): boolean {
  return (LIVE_FIELDS as readonly ContentKey[]).includes(key);
}

/**
 * Whether a changed field goes live at once, without review (docs/listings.md#life): a live
 * field, or a menu changed only in its dishes' prices, allergens and availability
 * (live-menu.ts). The API keeps a change of only these as a `live` revision; the editor says
 * before saving which of the owner's changes go live and which wait.
 */
export function goesLive(
  key: ContentKey,
  before: { menu?: MenuShape | null },
  after: { menu?: MenuShape | null },
): boolean {
  return isLiveField(key) || (key === 'menu' && isLiveMenuChange(before.menu, after.menu));
}
