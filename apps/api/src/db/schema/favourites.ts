import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { assets } from './catalogue.ts';

/**
 * The places an account saved (docs/api.md#favourites): one row per account and asset. They
 * go with the account, or with the asset when it is deleted; an unpublished one is kept but
 * not shown, and shows again if it is published again.
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.assetId] }), index('favourites_asset_idx').on(t.assetId)],
);
