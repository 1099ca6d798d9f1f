import { and, desc, eq, exists, gt, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { consentRecords, type ConsentRecord, type NewConsentRecord } from '../../db/schema/consent.ts';

type Db = Pick<Database, 'select' | 'insert' | 'delete'>;

export async function insertConsentRecord(db: Db, record: NewConsentRecord): Promise<ConsentRecord> {
  const [row] = await db.insert(consentRecords).values(record).returning();
  return row!;
}

/** A subject's consent is its most recent record. */
export async function findLatestConsentRecord(db: Db, subjectId: string): Promise<ConsentRecord | undefined> {
  const [row] = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.subjectId, subjectId))
    .orderBy(desc(consentRecords.recordedAt))
    .limit(1);
  return row;
}

/**
 * Deletes the records whose choice stopped applying long enough ago: replaced by a newer
 * record of the same subject before `replacedBefore`, or stored before `recordedBefore`
 * (the choice lapsed). How many went.
 */
export async function deleteConsentRecordsPastRetention(
  db: Db,
  { replacedBefore, recordedBefore }: { replacedBefore: Date; recordedBefore: Date },
): Promise<number> {
  const newer = alias(consentRecords, 'newer');
  const replacedLongAgo = db
    .select({ one: sql`1` })
    .from(newer)
    .where(
      and(
        eq(newer.subjectId, consentRecords.subjectId),
        gt(newer.recordedAt, consentRecords.recordedAt),
        lt(newer.recordedAt, replacedBefore),
      ),
    );
  const result = await db
    .delete(consentRecords)
    .where(or(lt(consentRecords.recordedAt, recordedBefore), exists(replacedLongAgo)));
  return result.rowCount ?? 0;
}
