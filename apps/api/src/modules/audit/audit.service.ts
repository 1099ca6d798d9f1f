import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/listings.ts';

/** One admin action (docs/listings.md#audit). `before`/`after` are the changed thing's states. */
export interface AuditEntry {
  actorId: string;
  /** Dotted verb, e.g. `listing.publish`, `user.update`, `application.approve`. */
  action: string;
  targetType: 'listing' | 'user' | 'application' | 'message' | 'webcams' | 'town' | 'page';
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/** The write side a caller's transaction can run it on. */
type Writer = Pick<Database, 'insert'>;

interface Deps {
  db: Database;
}

/**
 * The town hall's audit log: append-only (a trigger refuses UPDATE and DELETE). Callers record
 * inside the transaction that makes the change, so an action is never done without its entry.
 */
export function createAuditService({ db }: Deps) {
  return {
    async record(entry: AuditEntry, tx: Writer = db): Promise<void> {
      await tx.insert(auditLog).values({
        actorId: entry.actorId,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },

    /**
     * Newest first; `before` (an ISO time) pages back, `targetId` narrows to one thing. Times
     * go out and come back to the microsecond, as PostgreSQL keeps them: a page that ends on
     * an entry asks for the next one `before` its exact time, so no entry shows twice or is
     * skipped (each action writes one entry, in its own transaction).
     */
    async list(query: { limit: number; before?: string; targetId?: string }) {
      const conditions: SQL[] = [];
      if (query.before) conditions.push(sql`${auditLog.createdAt} < ${query.before}::timestamptz`);
      if (query.targetId) conditions.push(eq(auditLog.targetId, query.targetId));
      return db
        .select({
          ...getTableColumns(auditLog),
          createdAt: sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        })
        .from(auditLog)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(query.limit);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
