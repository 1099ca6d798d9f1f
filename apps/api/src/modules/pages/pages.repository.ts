import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { PageWrite } from '@town/shared/town';
import type { Database } from '../../db/client.ts';
import { townPageRevisions, townPages } from '../../db/schema/town.ts';

/** The database, or a transaction of it. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type PageRow = typeof townPages.$inferSelect;
export type RevisionRow = typeof townPageRevisions.$inferSelect;
export type PageTexts = PageWrite['texts'];

/** Every page, in the footer's order. */
export function listPages(db: Executor): Promise<PageRow[]> {
  return db.select().from(townPages).orderBy(asc(townPages.position), asc(townPages.slug));
}

export async function findPage(db: Executor, slug: string, lock = false): Promise<PageRow | undefined> {
  const query = db.select().from(townPages).where(eq(townPages.slug, slug));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Whether the site has any page at all. */
export async function hasPages(db: Executor): Promise<boolean> {
  const [row] = await db.select({ slug: townPages.slug }).from(townPages).limit(1);
  return row !== undefined;
}

/** Takes the pages' lock for the rest of the transaction: starting pages are written once. */
export async function lockPages(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('town:pages'))`);
}

/** A new page at the end of the footer's order (or at `position`), with its first revision. */
export async function insertPage(
  tx: Executor,
  page: { slug: string; required: boolean; texts: PageTexts; position?: number },
  authorId: string | null,
): Promise<{ page: PageRow; revision: RevisionRow }> {
  const [row] = await tx
    .insert(townPages)
    .values({
      slug: page.slug,
      required: page.required,
      texts: page.texts,
      position: page.position ?? sql`(select coalesce(max(${townPages.position}) + 1, 0) from ${townPages})`,
    })
    .returning();
  const revision = await insertRevision(tx, page.slug, page.texts, authorId);
  return { page: row!, revision };
}

/** A page's new texts, and the revision that records them. */
export async function updatePageTexts(
  tx: Executor,
  slug: string,
  texts: PageTexts,
  authorId: string | null,
): Promise<{ page: PageRow; revision: RevisionRow }> {
  const [row] = await tx
    .update(townPages)
    .set({ texts, updatedAt: sql`now()` })
    .where(eq(townPages.slug, slug))
    .returning();
  const revision = await insertRevision(tx, slug, texts, authorId);
  return { page: row!, revision };
}

async function insertRevision(tx: Executor, slug: string, texts: PageTexts, authorId: string | null) {
  const [revision] = await tx.insert(townPageRevisions).values({ slug, texts, authorId }).returning();
  return revision!;
}

/** Deletes a page and, with it, its revisions; the page as it was, or undefined. */
export async function deletePage(tx: Executor, slug: string): Promise<PageRow | undefined> {
  const [row] = await tx.delete(townPages).where(eq(townPages.slug, slug)).returning();
  return row;
}

/** A page's revisions, newest first. */
export function listRevisions(db: Executor, slug: string): Promise<RevisionRow[]> {
  return db
    .select()
    .from(townPageRevisions)
    .where(eq(townPageRevisions.slug, slug))
    .orderBy(desc(townPageRevisions.createdAt), desc(townPageRevisions.id));
}

export async function findRevision(db: Executor, slug: string, id: string): Promise<RevisionRow | undefined> {
  const [row] = await db
    .select()
    .from(townPageRevisions)
    .where(and(eq(townPageRevisions.slug, slug), eq(townPageRevisions.id, id)));
  return row;
}

/** The newest revision of a page (what its texts are now). */
export async function latestRevision(db: Executor, slug: string): Promise<RevisionRow | undefined> {
  const [row] = await listRevisionsLimited(db, slug, 1);
  return row;
}

function listRevisionsLimited(db: Executor, slug: string, limit: number) {
  return db
    .select()
    .from(townPageRevisions)
    .where(eq(townPageRevisions.slug, slug))
    .orderBy(desc(townPageRevisions.createdAt), desc(townPageRevisions.id))
    .limit(limit);
}
