import { z } from 'zod';
import { roleSchema } from './accounts.ts';
import {
  adminListingSchema,
  LISTING_LIMITS,
  LISTING_STATUSES,
  listingRevisionSchema,
  reviewItemSchema,
} from './listings.ts';

/*
 * The town hall's answers (docs/listings.md#town-hall, the admin paths of docs/api.md): what
 * the admin pages read. Requests that carry a reason use `reasonSchema` of './listings.ts'.
 */

const instant = z.iso.datetime({ offset: true });

/** GET /admin/review: new listings and changes waiting, oldest first. */
export const reviewQueueSchema = z.object({ items: z.array(reviewItemSchema) });

/** GET /admin/assets/{id}/revisions: newest first, each with its whole content. */
export const listingRevisionsSchema = z.object({ items: z.array(listingRevisionSchema) });

/** GET /admin/assets?q=&status=&page=: every listing, a page at a time. */
export const adminListingPageSchema = z.object({
  items: z.array(adminListingSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AdminListingPage = z.infer<typeof adminListingPageSchema>;

/** POST /admin/assets/{id}/publish, …/reject, …/unpublish, …/republish: the listing's status after. */
export const listingStatusAnswerSchema = z.object({ status: z.enum(LISTING_STATUSES) });

/** PUT /admin/assets/{id}/owner: the new owner must be an owner or admin account. */
export const listingOwnerChangeSchema = z.object({ ownerId: z.uuid() });

export const OWNER_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type OwnerApplicationStatus = (typeof OWNER_APPLICATION_STATUSES)[number];

/** GET /admin/owner_applications?status=: an application with its applicant. */
export const adminOwnerApplicationSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  email: z.string(),
  name: z.string(),
  businessName: z.string(),
  taxId: z.string(),
  phone: z.string(),
  message: z.string().nullable(),
  status: z.enum(OWNER_APPLICATION_STATUSES),
  reason: z.string().nullable(),
  createdAt: instant,
});
export type AdminOwnerApplication = z.infer<typeof adminOwnerApplicationSchema>;
export const adminOwnerApplicationsSchema = z.object({ items: z.array(adminOwnerApplicationSchema) });
export const ownerApplicationDecisionSchema = z.object({
  id: z.uuid(),
  status: z.enum(OWNER_APPLICATION_STATUSES),
});

/** GET /admin/users?q=: at most this many people match. */
export const ADMIN_USERS_LIMIT = 50;
export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  locked: z.boolean(),
  createdAt: instant,
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersSchema = z.object({ items: z.array(adminUserSchema) });
/** PUT /admin/users/{id}: an admin never demotes or locks themselves (409 SELF_CHANGE). */
export const adminUserChangeSchema = z
  .object({ role: roleSchema.optional(), locked: z.boolean().optional() })
  .refine((change) => change.role !== undefined || change.locked !== undefined, 'Give role or locked');
export type AdminUserChange = z.input<typeof adminUserChangeSchema>;

/**
 * GET /admin/audit?before=&limit=: newest first; `before` and `after` are the thing's states.
 * Names are today's, read when the log is: the actor's, the target's (a listing's or an
 * account's; null for other targets and for one no longer kept), and those of the accounts
 * `before` and `after` name (a listing's owner), so that the page reads in words, not ids.
 */
export const auditEntrySchema = z.object({
  id: z.uuid(),
  actorId: z.uuid(),
  actorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  targetName: z.string().nullable(),
  accountNames: z.record(z.string(), z.string()),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: instant,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema) });
export const AUDIT_PAGE_SIZE = 50;

/** GET /admin/messages?handled=: the contact form's messages. */
export const adminMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  lang: z.string(),
  createdAt: instant,
  handledAt: instant.nullable(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;
export const adminMessagesSchema = z.object({ items: z.array(adminMessageSchema) });
export const messageHandledSchema = z.object({ id: z.uuid(), handledAt: instant });

/** The longest reason a refusal may give (a listing's or an application's). */
export const REASON_MAX_LENGTH = LISTING_LIMITS.reason;
