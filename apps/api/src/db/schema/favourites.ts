import { index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { assets } from './catalogue.ts';
import { belongsTo } from './columns.ts';

/**
 * The places an account saved (docs/api.md#favourites): one row per account and asset. They
 * go with the account, or with the asset when it is deleted; an unpublished one is kept but
 * not shown, and shows again if it is published again.
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: belongsTo('user_id', () => users.id),
    assetId: belongsTo('asset_id', () => assets.id),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.assetId] }), index('favourites_asset_idx').on(t.assetId)],
);
