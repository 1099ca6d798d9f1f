import { desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { messages } from '../../db/schema/town.ts';

export interface NewMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  lang: string;
}

export async function insertMessage(
  db: Pick<Database, 'insert'>,
  message: NewMessage,
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db.insert(messages).values(message).returning({ id: messages.id, createdAt: messages.createdAt });
  return row!;
}

/** Deletes the messages received before `cutoff`; how many went. */
export async function deleteMessagesBefore(db: Database, cutoff: Date): Promise<number> {
  const result = await db.delete(messages).where(lt(messages.createdAt, cutoff));
  return result.rowCount ?? 0;
}

export type MessageRow = typeof messages.$inferSelect;

/** The newest messages first, at most `limit`; `handled` narrows to handled or unhandled ones. */
export async function listMessages(
  db: Pick<Database, 'select'>,
  query: { handled?: boolean; limit: number },
): Promise<MessageRow[]> {
  const handled =
    query.handled === undefined
      ? undefined
      : query.handled
        ? isNotNull(messages.handledAt)
        : isNull(messages.handledAt);
  return db
    .select()
    .from(messages)
    .where(handled)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(query.limit);
}

/**
 * Marks a message handled by `adminId`, unless it already was (the row is locked meanwhile, so
 * two admins cannot both mark it): the message as it was before, and as it is after; undefined
 * when there is no such message.
 */
export async function markMessageHandled(
  db: Pick<Database, 'select' | 'update'>,
  id: string,
  adminId: string,
): Promise<{ before: MessageRow; after: MessageRow } | undefined> {
  const [before] = await db.select().from(messages).where(eq(messages.id, id)).for('update');
  if (!before) return undefined;
  if (before.handledAt) return { before, after: before };
  const [after] = await db
    .update(messages)
    .set({ handledAt: sql`now()`, handledBy: adminId })
    .where(eq(messages.id, id))
    .returning();
  return { before, after: after! };
}
