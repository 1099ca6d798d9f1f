import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ListingContent } from '@town/shared/listings';
import { assets } from './catalogue.ts';
import { sqlList } from './sql-literals.ts';
import { belongsTo, createdAt, generatedId } from './columns.ts';

/*
 * Businesses running their own listings (docs/listings.md): every version of a listing's
 * content, the applications to become an owner, and the town hall's audit log.
 */

export const REVISION_STATES = ['saved', 'submitted', 'published', 'rejected', 'live'] as const;

/**
 * Every change to a listing's content, kept whole (the admin compares two of them). The last
 * revision is what the owner edits; the last `published` one (plus later `live` changes) is
 * what the catalogue tables show.
 */
export const listingRevisions = pgTable(
  'listing_revisions',
  {
    id: generatedId(),
    assetId: belongsTo('asset_id', () => assets.id),
    /** 1, 2, 3… per listing. */
    number: integer('number').notNull(),
    content: jsonb('content').$type<ListingContent>().notNull(),
    /**
     * saved: kept, not sent for review; submitted: waiting in the review queue;
     * published: what the town hall approved; rejected: turned down (see reason);
     * live: a change of the phone, hours or prices only, applied at once.
     */
    state: text('state', { enum: REVISION_STATES }).notNull(),
    reason: text('reason'),
    /** Who made the change (a user id of the accounts domain). */
    authorId: uuid('author_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('listing_revisions_asset_number_unique').on(t.assetId, t.number),
    index('listing_revisions_state_idx').on(t.state),
    // Which revisions name a photo: its clean-up asks (docs/listings.md#photos).
    index('listing_revisions_images_idx').using('gin', sql`(${t.content} -> 'images') jsonb_path_ops`),
    check('listing_revisions_state_check', sql`${t.state} in (${sqlList(REVISION_STATES)})`),
  ],
);

/** Menu keys (product ids) for places to eat created by their owners; the seed's stay below. */
export const productIdSequence = pgSequence('assets_product_id_seq', { startWith: 100000 });

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A signed-in user asking to list a business. At most one pending per user. */
export const ownerApplications = pgTable(
  'owner_applications',
  {
    id: generatedId(),
    userId: uuid('user_id').notNull(),
    businessName: text('business_name').notNull(),
    /** Normalised: upper case, no spaces or dashes. */
    taxId: text('tax_id').notNull(),
    phone: text('phone').notNull(),
    message: text('message'),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('owner_applications_status_idx').on(t.status, t.createdAt),
    // One pending application per user, kept by the database.
    uniqueIndex('owner_applications_one_pending')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    check('owner_applications_status_check', sql`${t.status} in (${sqlList(APPLICATION_STATUSES)})`),
  ],
);

/** Every admin action, append-only: who, what, on what, when, the state before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: generatedId(),
    actorId: uuid('actor_id').notNull(),
    /** e.g. listing.publish, user.role, application.approve (docs/listings.md#audit). */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
