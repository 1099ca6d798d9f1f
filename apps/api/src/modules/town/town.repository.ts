import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { townProfile } from '../../db/schema/town.ts';

/** The profile as the table keeps it: the whole profile but what the API works out (`configured`, `updatedAt`). */
export type StoredProfile = typeof townProfile.$inferSelect.profile;

/** The database itself, or a transaction of it. */
type Db = Pick<Database, 'select' | 'insert' | 'execute'>;

export interface ProfileRow {
  profile: StoredProfile;
  updatedAt: Date;
}

/** The one row, if a profile has been written. */
export async function readProfileRow(db: Db): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select({ profile: townProfile.profile, updatedAt: townProfile.updatedAt })
    .from(townProfile)
    .where(eq(townProfile.id, 1));
  return row;
}

/** Writes the whole profile (the first time, or over the last one); answers when it was written. */
export async function writeProfileRow(db: Db, profile: StoredProfile, updatedBy: string | null): Promise<Date> {
  const values = { profile, updatedBy, updatedAt: sql`now()` };
  const [row] = await db
    .insert(townProfile)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: townProfile.id, set: values })
    .returning({ updatedAt: townProfile.updatedAt });
  return row!.updatedAt;
}

/**
 * Holds, until the transaction ends, the right to change the profile: two admins saving at
 * once each merge their change into the other's, never into the same old profile.
 */
export async function lockProfile(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('town_profile'))`);
}
