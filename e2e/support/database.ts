import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';

export interface Database {
  query<Row extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<Row>>;
}

/**
 * The e2e server's database, for a test file that checks what was stored or sets the
 * scene: connected before the file's tests, closed after them. Call it once at the top
 * of the file.
 */
export function useDatabase(): Database {
  let client: pg.Client | undefined;
  beforeAll(async () => {
    client = new pg.Client({ connectionString: inject('e2eDatabaseUrl') });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
  });
  return {
    query: (text, values) => {
      if (!client) throw new Error('useDatabase() answers queries only inside tests');
      return client.query(text, values);
    },
  };
}

/** Gives a listing to `owner`, as the town hall would. */
export async function giveListing(db: Database, owner: { id: string }, listingId: string): Promise<void> {
  await db.query('update assets set owner_id = $1 where id = $2', [owner.id, listingId]);
}

/**
 * Takes down the listings a test file created through the owner's workspace (their first
 * revision was saved by an owner, where the demo town's were published by the seed), so the
 * public catalogue is as the other files expect it: the map's pins, the lists' counts.
 */
export async function unpublishCreatedListings(db: Database): Promise<void> {
  await db.query(
    `update assets set status = 'unpublished' where status = 'published'
       and id in (select asset_id from listing_revisions where number = 1 and state <> 'published')`,
  );
}
