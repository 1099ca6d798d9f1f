import { lt } from 'drizzle-orm';
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
