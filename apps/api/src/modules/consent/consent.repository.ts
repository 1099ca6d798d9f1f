import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { consentRecords, type ConsentRecord, type NewConsentRecord } from '../../db/schema/consent.ts';

type Db = Pick<Database, 'select' | 'insert'>;

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
