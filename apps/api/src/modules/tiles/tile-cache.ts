import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** A tile as kept on disk: its bytes and when it was fetched (the file's mtime). */
export interface CachedTile {
  body: Buffer;
  fetchedAt: number;
}

export interface TileCacheDeps {
  /** The cache's directory: `{z}/{x}/{y}.png` under it. */
  root: string;
  /** Bytes of tiles the directory may hold. */
  maxBytes: number;
  log: FastifyBaseLogger;
  now?: () => number;
}

/** A use marks a tile at most this often (one small write per tile and minute at most). */
const TOUCH_EVERY_MS = 60_000;
/** Other processes write to the directory too: their tiles are counted again this often. */
const RESCAN_EVERY_MS = 30_000;
/** A sweep frees this share of the cap besides the tile it makes room for, so it is not needed again at once. */
const SWEEP_HEADROOM = 0.1;
/** A temporary file older than this was left by a process that stopped while writing. */
const ABANDONED_TEMPORARY_MS = 600_000;

interface FileOnDisk {
  path: string;
  size: number;
  usedAt: number;
}

/**
 * Map tiles on disk, capped in bytes with least-recently-used eviction. Recency is the
 * file's access time, which a use sets explicitly (mounts often do not), so every process
 * sharing the directory sees every other's uses. Each process counts the directory when it
 * starts writing, when a tile would not fit, and at least every RESCAN_EVERY_MS while it
 * writes; in between it adds its own writes. A sweep removes the least recently used tiles
 * until the new one fits with headroom. With one process the directory never holds more than
 * the cap; with several it may, until a process counts again, by what the others wrote since.
 */
export function createTileCache({ root, maxBytes, log, now = Date.now }: TileCacheDeps) {
  /** The directory's bytes as last counted, plus this process's writes since. */
  let knownBytes: number | undefined;
  let countedAt = 0;
  /** Bytes reserved by writes that have not landed yet (a count may miss them). */
  let writingBytes = 0;
  let sweeping: Promise<void> | undefined;

  const fileOf = (key: string) => join(root, `${key}.png`);

  async function listFiles(): Promise<FileOnDisk[]> {
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    });
    const files: FileOnDisk[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const info = await stat(path).catch(() => undefined);
      if (!info) continue; // removed meanwhile by another process
      if (entry.name.endsWith('.png'))
        files.push({ path, size: info.size, usedAt: Math.max(info.atimeMs, info.mtimeMs) });
      else if (entry.name.endsWith('.tmp') && now() - info.mtimeMs > ABANDONED_TEMPORARY_MS)
        await unlink(path).catch(() => {});
    }
    return files;
  }

  /** Counts the directory and removes least recently used tiles until `room` more bytes fit. */
  async function sweep(room: number): Promise<void> {
    const files = await listFiles();
    let total = files.reduce((sum, file) => sum + file.size, 0);
    const target = maxBytes - Math.max(room, maxBytes * SWEEP_HEADROOM);
    if (total + room > maxBytes) {
      files.sort((a, b) => a.usedAt - b.usedAt);
      let removed = 0;
      for (const file of files) {
        if (total <= target) break;
        try {
          await unlink(file.path);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
        total -= file.size;
        removed++;
      }
      log.info({ removed, bytes: total, maxBytes }, 'tile cache swept');
    }
    knownBytes = total + writingBytes;
    countedAt = now();
  }

  /** One sweep at a time per process; whoever waits checks again afterwards. */
  function sweepOnce(room: number): Promise<void> {
    sweeping ??= sweep(room).finally(() => (sweeping = undefined));
    return sweeping;
  }

  /**
   * Reserves `bytes` under the cap, sweeping as needed. Answers when the directory was last
   * counted (a write compares it after landing), or undefined if the bytes cannot be made to fit.
   */
  async function reserve(bytes: number): Promise<number | undefined> {
    if (bytes > maxBytes) return undefined;
    for (let attempt = 0; attempt < 3; attempt++) {
      if (knownBytes !== undefined && now() - countedAt < RESCAN_EVERY_MS && knownBytes + bytes <= maxBytes) {
        knownBytes += bytes;
        writingBytes += bytes;
        return countedAt;
      }
      await sweepOnce(bytes);
    }
    return undefined;
  }

  return {
    /** The tile if it is on disk; a use makes it the most recently used. */
    async read(key: string): Promise<CachedTile | undefined> {
      const file = fileOf(key);
      try {
        const [info, body] = await Promise.all([stat(file), readFile(file)]);
        if (now() - info.atimeMs > TOUCH_EVERY_MS) {
          await utimes(file, new Date(now()), info.mtime).catch(() => {});
        }
        return { body, fetchedAt: info.mtimeMs };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    /**
     * Keeps a tile (replacing an older copy), making room for it first. Returns false when
     * it was not kept; the tile can still be served.
     */
    async write(key: string, body: Buffer, replacing?: CachedTile): Promise<boolean> {
      let counted: number | undefined;
      try {
        counted = await reserve(body.length);
      } catch (error) {
        log.warn({ err: error }, 'the tile cache could not be swept');
      }
      if (counted === undefined) return false;
      const file = fileOf(key);
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      try {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(temporary, body);
        await rename(temporary, file);
        // The older copy is gone; a count made meanwhile has already left it out.
        if (replacing && knownBytes !== undefined && countedAt === counted) knownBytes -= replacing.body.length;
        return true;
      } catch (error) {
        if (knownBytes !== undefined && countedAt === counted) knownBytes -= body.length;
        await unlink(temporary).catch(() => {});
        log.warn({ err: error, tile: key }, 'a tile could not be kept');
        return false;
      } finally {
        writingBytes -= body.length;
      }
    },
  };
}

export type TileCache = ReturnType<typeof createTileCache>;
