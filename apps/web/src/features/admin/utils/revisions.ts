import { liveMenu } from '@town/shared/live-menu';
import { LIVE_FIELDS, listingContentSchema, type ListingContent, type ListingRevision } from '@town/shared/listings';

/** A revision's content, through the shared schema; as it is when a rule added since refuses it. */
export function contentOf(revision: ListingRevision): ListingContent {
  const parsed = listingContentSchema.safeParse(revision.content);
  return parsed.success ? parsed.data : (revision.content as ListingContent);
}

export interface ComparedRevisions {
  /** The latest submitted revision: what the owner asks to publish. */
  proposed: ListingRevision | null;
  /**
   * What publishing puts up: the submission with the live changes made after it (the newest
   * revision, since any other change takes a submission back).
   */
  proposedContent: ListingContent | null;
  /** What the public sees: the latest published revision, with later live changes applied. */
  published: ListingContent | null;
  publishedRevision: ListingRevision | null;
}

/**
 * What the review compares (docs/listings.md#life): the latest `submitted` revision against
 * the latest `published` one. The phone, hours and prices go live without review, so
 * the published side takes those fields from the latest `live` revision after it. So do the
 * menu's dishes' prices, allergens and availability, which every save after publication put
 * on the public menu, one after the other (docs/listings.md#menus): nothing already live shows
 * as waiting. `revisions` come newest first.
 */
export function compareRevisions(revisions: readonly ListingRevision[]): ComparedRevisions {
  const proposed = revisions.find((r) => r.state === 'submitted') ?? null;
  const newest = revisions[0];
  const proposedContent = proposed && newest ? contentOf(newest.number > proposed.number ? newest : proposed) : null;
  const publishedRevision = revisions.find((r) => r.state === 'published') ?? null;
  if (!publishedRevision) return { proposed, proposedContent, published: null, publishedRevision };
  const published = { ...contentOf(publishedRevision) };
  const live = revisions.find((r) => r.state === 'live' && r.number > publishedRevision.number);
  if (live) {
    const liveContent = contentOf(live);
    for (const field of LIVE_FIELDS) Object.assign(published, { [field]: liveContent[field] });
  }
  const since = revisions.filter((r) => r.number > publishedRevision.number).sort((a, b) => a.number - b.number);
  for (const revision of since) {
    if (published.menu) published.menu = liveMenu(published.menu, contentOf(revision).menu);
  }
  return { proposed, proposedContent, published, publishedRevision };
}
