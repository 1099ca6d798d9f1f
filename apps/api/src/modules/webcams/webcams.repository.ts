import { asc, eq, sql } from 'drizzle-orm';
import type { AdminWebcam, WebcamKind } from '@town/shared/webcams';
import type { Database } from '../../db/client.ts';
import { webcams } from '../../db/schema/town.ts';

type Row = typeof webcams.$inferSelect;

const cameraOf = (row: Row): AdminWebcam => ({
  id: row.id,
  name: row.name,
  kind: row.kind as WebcamKind,
  position: { lat: row.lat, lng: row.lng },
  stillUrl: row.stillUrl,
  pageUrl: row.pageUrl,
  refreshSeconds: row.refreshSeconds,
});

/** The town's cameras in the order visitors see them. */
export async function listWebcams(db: Pick<Database, 'select'>): Promise<AdminWebcam[]> {
  const rows = await db.select().from(webcams).orderBy(asc(webcams.position), asc(webcams.id));
  return rows.map(cameraOf);
}

export async function findWebcam(db: Pick<Database, 'select'>, id: string): Promise<AdminWebcam | undefined> {
  const [row] = await db.select().from(webcams).where(eq(webcams.id, id));
  return row && cameraOf(row);
}

/**
 * Locks the list against other writers until the caller's transaction ends, so two saves
 * never mix; readers go on reading the list as it was meanwhile.
 */
export async function lockWebcams(tx: Pick<Database, 'execute'>): Promise<void> {
  await tx.execute(sql`lock table ${webcams} in exclusive mode`);
}

/** Puts `cameras` in place of the whole list, in their order (the caller's transaction, locked). */
export async function writeWebcams(
  tx: Pick<Database, 'insert' | 'delete'>,
  cameras: readonly AdminWebcam[],
): Promise<void> {
  await tx.delete(webcams);
  if (!cameras.length) return;
  await tx.insert(webcams).values(
    cameras.map((camera, position) => ({
      id: camera.id,
      name: camera.name,
      kind: camera.kind,
      lat: camera.position.lat,
      lng: camera.position.lng,
      stillUrl: camera.stillUrl,
      pageUrl: camera.pageUrl,
      refreshSeconds: camera.refreshSeconds,
      position,
    })),
  );
}
