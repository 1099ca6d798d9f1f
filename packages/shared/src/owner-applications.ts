import { z } from 'zod';
import { OWNER_APPLICATION_STATUSES } from './admin.ts';
import { listingContentSchema } from './listings.ts';
import { checkTaxId, TAX_ID_MESSAGE } from './tax-id.ts';

/*
 * Applying to be an owner (docs/listings.md#becoming-an-owner): what the form sends and the API
 * answers. The town hall's side (the list, the decisions) is in './admin.ts'.
 */

export const OWNER_APPLICATION_LIMITS = { businessName: { min: 2, max: 120 }, message: 2000 } as const;

/** The phone rule of a listing's contact, so that the number can go on the listing as it is. */
const phoneSchema = listingContentSchema.shape.phone.unwrap().unwrap();

/** POST /owner/application. The tax id comes out normalised (upper case, no separators). */
export const ownerApplicationBodySchema = z.object({
  businessName: z
    .string()
    .trim()
    .min(OWNER_APPLICATION_LIMITS.businessName.min)
    .max(OWNER_APPLICATION_LIMITS.businessName.max)
    .regex(/^[^\p{Cc}]*$/u, 'Must be a single line of text'),
  taxId: z
    .string()
    .trim()
    .min(1, TAX_ID_MESSAGE)
    .transform((value, ctx) => {
      const taxId = checkTaxId(value);
      if (taxId) return taxId.normalised;
      ctx.addIssue({ code: 'custom', message: TAX_ID_MESSAGE });
      return z.NEVER;
    }),
  phone: phoneSchema,
  message: z.string().trim().max(OWNER_APPLICATION_LIMITS.message).optional(),
});
export type OwnerApplicationInput = z.input<typeof ownerApplicationBodySchema>;
export type OwnerApplicationBody = z.output<typeof ownerApplicationBodySchema>;

export const ownerApplicationStatusSchema = z.enum(OWNER_APPLICATION_STATUSES);

/** The answer to POST /owner/application. */
export const ownerApplicationCreatedSchema = z.object({ id: z.uuid(), status: z.literal('pending') });

/** GET /owner/application: the signed-in person's latest application, if any. */
export const myOwnerApplicationSchema = z.object({
  application: z
    .object({
      id: z.uuid(),
      status: ownerApplicationStatusSchema,
      businessName: z.string(),
      /** Why the town hall turned it down. */
      reason: z.string().nullable(),
      createdAt: z.iso.datetime({ offset: true }),
    })
    .nullable(),
});
export type MyOwnerApplication = z.infer<typeof myOwnerApplicationSchema>;
