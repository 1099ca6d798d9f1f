import type { z } from 'zod';
import { listingContentSchema, type ListingContentInput } from '@town/shared/listings';

/** What stands in for a field while its own problem is being told: a value the schema takes. */
const STAND_INS: Partial<Record<keyof ListingContentInput, unknown>> = {
  address: 'address',
  location: { lat: 0, lng: 0 },
  phone: null,
  email: null,
  web: null,
  openingHours: null,
  price: null,
  otherPrices: [],
  capacity: null,
  bedrooms: null,
  bathrooms: null,
  area: null,
  hotelType: null,
  stars: null,
  licence: null,
  nrua: null,
};

/** A language's text with its wrong fields replaced by ones the schema takes. */
function standInText(texts: Record<string, unknown>, path: readonly PropertyKey[]) {
  const [, lang, field, key] = path;
  const text = texts[lang as string] as { name?: string; summary?: string; sections?: Record<string, string> };
  if (!text) return;
  if (field === 'name') text.name = 'name';
  else if (field === 'summary') text.summary = '';
  else if (field === 'sections' && typeof key === 'string' && text.sections) text.sections[key] = 'text';
}

/**
 * Every problem of a listing's content at once. Zod leaves the rules across fields (Spanish
 * texts, the category, a property's lists: docs/listings.md#content-rules) unchecked while a
 * field is wrong; so they are checked again on a copy whose wrong fields are set aside, and
 * the owner learns of them all on the first try instead of one round after another.
 */
export function contentIssues(content: ListingContentInput): z.core.$ZodIssue[] {
  const first = listingContentSchema.safeParse(content);
  if (first.success) return [];
  const copy = structuredClone(content) as Record<string, unknown>;
  for (const issue of first.error.issues) {
    const key = issue.path[0] as keyof ListingContentInput;
    if (key === 'texts' && issue.path.length > 2) standInText(copy.texts as Record<string, unknown>, issue.path);
    else if (key in STAND_INS) copy[key] = STAND_INS[key];
  }
  const second = listingContentSchema.safeParse(copy);
  const seen = new Set(first.error.issues.map((issue) => issue.path.join('.')));
  const more = second.success ? [] : second.error.issues.filter((issue) => !seen.has(issue.path.join('.')));
  return [...first.error.issues, ...more];
}
