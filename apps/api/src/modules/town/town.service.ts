import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES } from '@town/shared';
import { isTimeZone, setTownTimeZone } from '@town/shared/time-zone';
import {
  townMapBounds,
  townProfileProblems,
  townProfileSchema,
  type MapBounds,
  type Point,
  type TownProfile,
  type TownProfileUpdate,
} from '@town/shared/town';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import { setSiteName } from '../../lib/site-name.ts';
import type { AuditService } from '../audit/index.ts';
import type { CatalogueRevision } from '../catalogue/index.ts';
import { logoIdOf, removeLogoFiles, storeLogo } from './town.logo.ts';
import { photoIdOf, removeTownPhotoFiles, storeTownPhoto } from './town.photo.ts';
import { FIRST_PROFILE_FIELDS, placeholderProfile } from './town.placeholder.ts';
import {
  lockProfile,
  readProfileRow,
  writeProfileRow,
  type ProfileRow,
  type StoredProfile,
} from './town.repository.ts';

/*
 * The town's profile (docs/town.md): one row, read through this service only. Each process
 * keeps it in memory with the catalogue's revision it was read at; the revision rises with
 * every change to the profile (migration 0018's trigger), so a change made by any process is
 * read again by every other within moments, and by the one that made it at once.
 */

/** Who changes the profile: an admin (audited), or nobody (the seed). */
interface Actor {
  id: string;
}

interface Deps {
  db: Database;
  /** The catalogue's revision (answer-cache.ts); without it (the seed, scripts) the profile is read per call. */
  revision?: Pick<CatalogueRevision, 'current' | 'onChange' | 'catchUp'>;
  /** Every admin change is recorded; the seed's are not. */
  audit?: Pick<AuditService, 'record'>;
  config: Pick<AppConfig, 'contactEmail' | 'dataDir'>;
  log: FastifyBaseLogger;
}

/** The town's pictures, each made from an upload: the header's logo and the landing page's photograph. */
const TOWN_PICTURES = {
  logo: { store: storeLogo, idOf: logoIdOf, removeFiles: removeLogoFiles },
  photo: { store: storeTownPhoto, idOf: photoIdOf, removeFiles: removeTownPhotoFiles },
} as const;
export type TownPictureKind = keyof typeof TOWN_PICTURES;

/** A change that names fields a profile does not have, or gives wrong values: the API's 400. */
const invalid = (problems: { path: string; message: string }[]) =>
  badRequest(
    `Invalid body: ${problems.map((p) => `body.${p.path}`).join(', ')}`,
    problems.map((p) => ({ field: `body.${p.path}`, message: p.message })),
  );

/** The profile as stored: without what the API works out. */
function stored(profile: TownProfile): StoredProfile {
  const { configured: _configured, updatedAt: _updatedAt, ...rest } = profile;
  return rest;
}

export function createTownService({ db, revision, audit, config, log }: Deps) {
  const placeholder = () => placeholderProfile(config.contactEmail);
  const uploadsDir = join(config.dataDir, 'uploads');
  /** The profile and the revision it holds for: it stays until the revision rises past it. */
  let kept: { revision: number; profile: TownProfile } | undefined;
  /** A read under way, and the revision it was begun at: callers at that revision or older share it. */
  let reading: { revision: number; profile: Promise<TownProfile> } | undefined;
  /** What the process last applied (time zone, site name), so that listeners hear only real changes. */
  let applied: TownProfile | undefined;
  const listeners = new Set<(profile: TownProfile) => void>();
  let stopListening: (() => void) | undefined;
  let retry: NodeJS.Timeout | undefined;

  /** The stored row as the API answers it; a row that no longer parses is logged and read over the placeholder. */
  function profileOf(row: ProfileRow | undefined): TownProfile {
    if (!row) return placeholder();
    const candidate = { ...placeholder(), ...row.profile, configured: true, updatedAt: row.updatedAt.toISOString() };
    const parsed = townProfileSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
    log.error(
      { issues: parsed.error.issues },
      'the stored town profile does not parse; its fields are read as they are',
    );
    return candidate as TownProfile;
  }

  /** What follows the profile in this process beyond its answers: the town's clock and the site's name. */
  function apply(profile: TownProfile) {
    if (applied && applied.updatedAt === profile.updatedAt && applied.configured === profile.configured) return;
    applied = profile;
    if (isTimeZone(profile.timeZone)) setTownTimeZone(profile.timeZone);
    setSiteName(profile.name);
    for (const listener of listeners) listener(profile);
  }

  /** Keeps `profile` as the one for `at` and later, unless a newer one is kept already. */
  function keep(at: number, profile: TownProfile): TownProfile {
    if (kept && kept.revision > at) return kept.profile;
    kept = { revision: at, profile };
    apply(profile);
    return profile;
  }

  async function readAt(at: number): Promise<TownProfile> {
    if (reading && reading.revision >= at) return reading.profile;
    const pending = readProfileRow(db).then((row) => keep(at, profileOf(row)));
    reading = { revision: at, profile: pending };
    try {
      return await pending;
    } finally {
      if (reading?.profile === pending) reading = undefined;
    }
  }

  async function current(): Promise<TownProfile> {
    if (!revision) {
      const profile = profileOf(await readProfileRow(db));
      apply(profile);
      return profile;
    }
    let at: number;
    try {
      at = await revision.current();
    } catch (error) {
      // The database unreachable: the profile this process has beats an error.
      if (kept && isDatabaseUnavailable(error)) return kept.profile;
      throw error;
    }
    if (kept && at <= kept.revision) return kept.profile;
    return readAt(at);
  }

  /** Read again now (a change heard from another process); a failure is tried again shortly. */
  function refresh() {
    clearTimeout(retry);
    current().catch((error: unknown) => {
      log.warn({ err: error }, 'could not read the town profile again; trying again shortly');
      retry = setTimeout(refresh, 5_000).unref();
    });
  }

  /**
   * Writes a whole new profile, in one transaction with its audit entry; then this process
   * keeps it at once (other processes hear of it by the revision).
   */
  async function write(
    actor: Actor | null,
    action: string,
    change: (before: TownProfile) => { profile: TownProfile; changed: readonly string[] } | undefined,
  ): Promise<{ before: TownProfile; after: TownProfile } | undefined> {
    const result = await db.transaction(async (tx) => {
      await lockProfile(tx);
      const before = profileOf(await readProfileRow(tx));
      const changing = change(before);
      if (!changing) return undefined;
      const { profile, changed } = changing;
      const updatedAt = await writeProfileRow(tx, stored(profile), actor?.id ?? null);
      const after: TownProfile = { ...profile, configured: true, updatedAt: updatedAt.toISOString() };
      if (actor && audit) {
        const pick = (p: TownProfile) =>
          Object.fromEntries(changed.map((key) => [key, p[key as keyof TownProfile] ?? null]));
        await audit.record(
          {
            actorId: actor.id,
            action,
            targetType: 'town',
            targetId: 'profile',
            before: pick(before),
            after: pick(after),
          },
          tx,
        );
      }
      return { before, after };
    });
    if (!result) return undefined;
    // Read back at the revision this commit reached (another admin's change may have followed
    // it already): this process's next answer is the stored profile, not only this change.
    if (revision) await readAt(await revision.catchUp());
    else apply(result.after);
    return result;
  }

  /** Merges a change into a profile, and checks the whole (the first change of a site must give FIRST_PROFILE_FIELDS). */
  function merge(before: TownProfile, update: TownProfileUpdate): { profile: TownProfile; changed: string[] } {
    if (!before.configured) {
      const missing = FIRST_PROFILE_FIELDS.filter((field) => update[field] === undefined);
      if (missing.length) {
        throw invalid(missing.map((path) => ({ path, message: 'Required: the first profile of a site gives it' })));
      }
    }
    const merged: Record<string, unknown> = { ...before };
    for (const [key, value] of Object.entries(update)) {
      if (value === undefined) continue;
      if (value === null) delete merged[key];
      else merged[key] = value;
    }
    const profile = merged as TownProfile;
    const problems = townProfileProblems(profile);
    if (problems.length) throw invalid(problems);
    // Every field checked again as a whole: what the API will answer must parse.
    const whole = townProfileSchema.safeParse(profile);
    if (!whole.success) {
      throw invalid(whole.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
    }
    return { profile: whole.data, changed: Object.keys(update) };
  }

  return {
    /**
     * Reads the profile and applies it (the town's clock, the site's name), then follows every
     * change the catalogue's revision announces. A database not answering yet leaves the
     * placeholder's clock and name until it does.
     */
    async start(): Promise<void> {
      stopListening ??= revision?.onChange(() => refresh());
      await current().catch((error: unknown) => {
        log.warn({ err: error }, 'could not read the town profile at start; trying again shortly');
        retry = setTimeout(refresh, 5_000).unref();
      });
    },

    close(): void {
      clearTimeout(retry);
      stopListening?.();
      stopListening = undefined;
    },

    /** The profile now (GET /api/v1/town): the stored one, or the placeholder before any was written. */
    current,

    /** The profile this process has, without asking the database: for answers that must not wait on it (robots.txt). */
    lastKnown(): TownProfile {
      return kept?.profile ?? applied ?? placeholder();
    },

    /** Calls `listener` whenever the profile this process follows changes (its own writes and others'). */
    onChange(listener: (profile: TownProfile) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** The map's centre: lists sorted by distance without `near` measure from it. */
    async centre(): Promise<Point> {
      return (await current()).centre;
    },

    /** What the town's maps show (and the tile server is asked for). */
    async mapBounds(): Promise<MapBounds> {
      return townMapBounds(await current());
    },

    /**
     * PUT /api/v1/admin/town: merges the change into the profile (each field given replaces the
     * stored one whole; null takes `bounds` or `shoreline` away), checks the whole, writes it
     * and records it. The first change on a site without a profile must give FIRST_PROFILE_FIELDS.
     */
    async update(actor: Actor | null, update: TownProfileUpdate): Promise<TownProfile> {
      const result = await write(actor, 'town.update', (before) => merge(before, update));
      return result!.after;
    },

    /**
     * The seed's: writes a first profile unless the site has one already (an admin's is never
     * overwritten); not audited. Answers whether it wrote it.
     */
    async initialise(fields: TownProfileUpdate): Promise<boolean> {
      const result = await write(null, 'town.initialise', (before) =>
        before.configured ? undefined : merge(before, fields),
      );
      return result !== undefined;
    },

    /**
     * POST /api/v1/admin/town/logo and /photo: makes the picture's files from an upload (its
     * store's checks and refusals) and points the profile at them; the previous one's files are removed.
     * No actor: the seed's demo photograph (not audited).
     */
    async setPicture(actor: Actor | null, kind: TownPictureKind, data: Buffer): Promise<TownProfile> {
      const { store, idOf, removeFiles } = TOWN_PICTURES[kind];
      const picture = await store(data, uploadsDir);
      let result;
      try {
        result = (await write(actor, `town.${kind}`, (before) => {
          // The placeholder takes no picture: the profile is set up first (its minimum fields).
          if (!before.configured) {
            throw conflict(ERROR_CODES.townNotSetUp, `Set up the town’s profile first, then its ${kind}`);
          }
          return { profile: { ...before, [kind]: picture }, changed: [kind] };
        }))!;
      } catch (error) {
        // Not shown by any profile: its files go, unless they are the current picture's.
        const id = idOf(picture)!;
        if (idOf(kept?.profile[kind]) !== id) await removeFiles(id, uploadsDir);
        throw error;
      }
      const previous = idOf(result.before[kind]);
      if (previous && previous !== idOf(picture)) await removeFiles(previous, uploadsDir);
      return result.after;
    },

    /** DELETE /api/v1/admin/town/logo and /photo: the profile shows none (the product's icons, the town's colour). */
    async removePicture(actor: Actor, kind: TownPictureKind): Promise<TownProfile> {
      const result = await write(actor, `town.${kind}`, (before) => {
        // Nothing to take away (and the placeholder is not written as a profile).
        if (!before[kind]) return undefined;
        const { [kind]: _picture, ...rest } = before;
        return { profile: rest, changed: [kind] };
      });
      if (!result) return current();
      const previous = TOWN_PICTURES[kind].idOf(result.before[kind]);
      if (previous) await TOWN_PICTURES[kind].removeFiles(previous, uploadsDir);
      return result.after;
    },

    /** DATA_DIR/uploads: where the logo's and the photograph's files are served from. */
    uploadsDir,
  };
}

export type TownService = ReturnType<typeof createTownService>;
