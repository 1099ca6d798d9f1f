import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { OwnerApplicationStatus } from '@town/shared/admin';
import type { Database } from '../../db/client.ts';
import { ownerApplications } from '../../db/schema/listings.ts';

/** The database itself, or a transaction of it. */
export type Db = Pick<Database, 'select' | 'insert' | 'update'>;

export type ApplicationRow = typeof ownerApplications.$inferSelect;

export interface NewApplication {
  userId: string;
  businessName: string;
  taxId: string;
  phone: string;
  message?: string;
}

/** The new application, or undefined when the user already has one pending (a unique index keeps that). */
export async function insertApplication(db: Db, application: NewApplication): Promise<ApplicationRow | undefined> {
  const [row] = await db.insert(ownerApplications).values(application).onConflictDoNothing().returning();
  return row;
}

/** The user's latest application, whatever its status. */
export async function findLatestApplication(db: Db, userId: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(ownerApplications)
    .where(eq(ownerApplications.userId, userId))
    .orderBy(desc(ownerApplications.createdAt), desc(ownerApplications.id))
    .limit(1);
  return row;
}

/**
 * Applications of one status, or all: the pending ones first and oldest first (a queue), then
 * the decided ones, the latest decision first; at most `limit`.
 */
export async function listApplications(
  db: Db,
  status: OwnerApplicationStatus | undefined,
  limit: number,
): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(ownerApplications)
    .where(status ? eq(ownerApplications.status, status) : undefined)
    .orderBy(
      sql`${ownerApplications.status} = 'pending' desc`,
      sql`case when ${ownerApplications.status} = 'pending' then ${ownerApplications.createdAt} end asc`,
      desc(ownerApplications.decidedAt),
      asc(ownerApplications.id),
    )
    .limit(limit);
}

/** The application, locked until the transaction ends: two admins cannot decide it at once. */
export async function findApplicationForUpdate(db: Db, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(ownerApplications).where(eq(ownerApplications.id, id)).for('update');
  return row;
}

/** Records the decision on a pending application; undefined when it was no longer pending. */
export async function decideApplication(
  db: Db,
  id: string,
  decision: { status: 'approved' | 'rejected'; reason: string | null; decidedBy: string },
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(ownerApplications)
    .set({ ...decision, decidedAt: sql`now()` })
    .where(and(eq(ownerApplications.id, id), eq(ownerApplications.status, 'pending')))
    .returning();
  return row;
}
