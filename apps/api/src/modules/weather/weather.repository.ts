import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { weatherCache } from '../../db/schema/town.ts';
import type { StoredForecast } from './weather.provider.ts';

/** The database itself, or a transaction of it. */
type Db = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

export interface CachedForecast {
  payload: unknown;
  fetchedAt: Date;
  failedAt: Date | null;
}

export async function readCachedForecast(db: Db, key: string): Promise<CachedForecast | undefined> {
  const [row] = await db
    .select({ payload: weatherCache.payload, fetchedAt: weatherCache.fetchedAt, failedAt: weatherCache.failedAt })
    .from(weatherCache)
    .where(eq(weatherCache.key, key));
  return row;
}

export async function saveForecast(db: Db, key: string, payload: StoredForecast, fetchedAt: Date): Promise<void> {
  const values = { payload: payload as unknown as Record<string, unknown>, fetchedAt, failedAt: null };
  await db
    .insert(weatherCache)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: weatherCache.key, set: values });
}

export async function markRefreshFailed(db: Db, key: string, failedAt: Date): Promise<void> {
  await db.update(weatherCache).set({ failedAt }).where(eq(weatherCache.key, key));
}

/**
 * Holds, until the transaction ends, the right to refresh this place's forecast, so
 * that API processes sharing the cache ask the provider once, not once each.
 */
export async function lockForecastRefresh(db: Db, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`weather:${key}`}))`);
}
