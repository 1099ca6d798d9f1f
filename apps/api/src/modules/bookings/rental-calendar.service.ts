import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES, isOnListWith } from '@town/shared';
import { addDays, dayInTimeZone, type AvailabilityEntry } from '@town/shared/availability';
import { calendarProblems, type HoldKind, type RentalCalendar, type RentalCalendarUpdate } from '@town/shared/rentals';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { CatalogueService, CatalogueWriter, ListingRow } from '../catalogue/index.ts';
import type { NightlyPricesService } from './nightly-prices.service.ts';
import type { AvailabilityIndex } from './availability-index.ts';
import { EXCLUSION_VIOLATION, sqlState, type Db } from './bookings.shared.ts';
import {
  availabilityEntries,
  deleteFeedHolds,
  findAssetByIcalToken,
  findSettings,
  holdsOverlapping,
  hoursAndTerms,
  icalToken,
  listHolds,
  listSeasons,
  lockSettings,
  replaceBlocks,
  replaceIcalToken,
  replaceSeasons,
  saveSettings,
  upsertFeedHold,
  type StoredHold,
} from './rental-calendar.repository.ts';

const rentalNotFound = () => notFound('No such rental');

/** A night held by something other than a booking, as the calendars module hands it over. */
export interface FeedHold {
  assetId: string;
  feedEventId: string;
  /** The first night. */
  start: string;
  /** The day after the last night. */
  end: string;
}

/** A rental's hold as the calendars module reads it (its export lists them all). */
export interface RentalHold {
  id: string;
  kind: HoldKind;
  start: string;
  end: string;
  /** The booking's state, for a booking's hold. */
  bookingStatus: string | null;
  feedEventId: string | null;
  updatedAt: Date;
}

interface Deps {
  db: Database;
  log: FastifyBaseLogger;
  /** Only a published rental shows its availability (docs/listings.md#life). */
  catalogue: Pick<CatalogueService, 'assetForBooking'>;
  /** Who owns a rental (docs/listings.md#roles). */
  owners: Pick<CatalogueWriter, 'ownerAndStatus'>;
  /** The rental's "from" price, which a booking, a cancellation or a new season may change. */
  nightlyPrices: Pick<NightlyPricesService, 'refresh'>;
  /** Rentals' nights, holds and terms in memory, for dated lists (docs/decisions/019-availability-index.md). */
  availabilityIndex?: Pick<AvailabilityIndex, 'refresh'>;
}

/**
 * A holiday rental's calendar (docs/rules.md#rentals): its host's settings, seasons and blocks,
 * the public availability, the nights held for the calendars module
 * (docs/decisions/015-rental-calendar-and-holds.md), the export's secret, and what follows any
 * change of its nights: the availability index and the "from" price.
 */
export function createRentalCalendarService({ db, log, catalogue, owners, nightlyPrices, availabilityIndex }: Deps) {
  /**
   * After a committed change of a rental's calendar, holds or terms: this process's index reads
   * it again before the change's answer returns (others hear of it by NOTIFY), then the "from"
   * price follows. A failure here never undoes the change: it is logged, and the nightly refresh
   * mends the price.
   */
  async function refreshNightlyPrice(assetId: string): Promise<void> {
    await availabilityIndex?.refresh(assetId);
    try {
      await nightlyPrices.refresh([assetId]);
    } catch (error) {
      log.warn({ err: error, assetId }, 'the rental\'s "from" price could not be refreshed');
    }
  }

  /** The rental if the actor may run it: its owner, or an admin; anyone else is told it does not exist. */
  async function ownRental(actor: AuthUser, assetId: string): Promise<ListingRow> {
    const row = await owners.ownerAndStatus(assetId);
    const allowed = row && (actor.role === 'admin' || row.ownerId === actor.id);
    if (!allowed || !isOnListWith(row, 'bookable')) throw rentalNotFound();
    return row;
  }

  async function calendarOf(assetId: string): Promise<RentalCalendar> {
    const today = dayInTimeZone(new Date());
    const [settings, seasons, holds] = await Promise.all([
      findSettings(db, assetId),
      listSeasons(db, assetId, today),
      listHolds(db, assetId, today),
    ]);
    return {
      ...hoursAndTerms(settings),
      // The owner's seasons end on the day after their last night, as stays and blocks do.
      seasons: seasons.map((s) => ({
        start: s.start,
        end: addDays(s.end, 1),
        price: s.price,
        weekendPrice: s.weekendPrice,
        minDays: s.minDays,
        maxDays: s.maxDays,
        startDays: s.startDays,
        endDays: s.endDays,
      })),
      blocks: holds
        .filter((h) => h.kind === 'block')
        .map((h) => ({ id: h.id, start: h.start, end: h.end, note: h.note })),
      holds: holds
        .filter((h) => h.kind !== 'block')
        .map((h) => ({
          kind: h.kind,
          start: h.start,
          end: h.end,
          bookingId: h.bookingId,
          status: h.bookingStatus,
        })),
      updatedAt: settings.updatedAt?.toISOString() ?? null,
    };
  }

  /** The block that shares a night with a booking, a request or an imported event: 409, naming them. */
  async function refuseBlocksOverHolds(tx: Db, assetId: string, blocks: RentalCalendarUpdate['blocks']) {
    const clashes: { field: string; message: string }[] = [];
    for (const [i, block] of blocks.entries()) {
      const over = await holdsOverlapping(tx, assetId, block.start, block.end);
      if (over.length) clashes.push({ field: `body.blocks.${i}`, message: `calendar.overlaps.${over[0]!.kind}` });
    }
    if (clashes.length) {
      throw conflict(ERROR_CODES.datesUnavailable, 'A block covers nights already booked or held', clashes);
    }
  }

  return {
    /** GET /api/v1/assets_availability/{id}: never cached, so a booking shows at once. */
    async assetAvailability(assetId: string): Promise<AvailabilityEntry[]> {
      if (!(await catalogue.assetForBooking(assetId))) throw notFound('No such asset');
      return availabilityEntries(db, assetId, dayInTimeZone(new Date()));
    },

    // -----------------------------------------------------------------------------------------
    // The owner's side

    /** GET /api/v1/owner/assets/{id}/availability. */
    async rentalCalendar(actor: AuthUser, assetId: string): Promise<RentalCalendar> {
      await ownRental(actor, assetId);
      return calendarOf(assetId);
    },

    /**
     * PUT /api/v1/owner/assets/{id}/availability: the settings, every season and every block to
     * come, replaced in one transaction (docs/rules.md#seasons). Seasons that overlap, end
     * before they start, end in the past or beyond the horizon: 400 naming them; a block over a
     * booking, a request or an imported event: 409. The public availability follows at once.
     */
    async updateRentalCalendar(
      actor: AuthUser,
      assetId: string,
      update: RentalCalendarUpdate,
    ): Promise<RentalCalendar> {
      await ownRental(actor, assetId);
      const today = dayInTimeZone(new Date());
      const problems = calendarProblems(update, today);
      if (problems.length) {
        throw badRequest(
          `The calendar breaks its rules: ${[...new Set(problems.map((p) => p.message))].join(', ')}`,
          problems.map((p) => ({ field: `body.${p.path.join('.')}`, message: p.message })),
        );
      }
      const { seasons, blocks, ...settings } = update;
      try {
        await db.transaction(async (tx) => {
          // The settings row is the rental's lock: two changes of one calendar take turns.
          await lockSettings(tx, assetId);
          await saveSettings(tx, assetId, { ...settings, extraGuestsFrom: settings.extraGuestsFrom ?? null });
          await replaceSeasons(tx, assetId, seasons);
          await refuseBlocksOverHolds(tx, assetId, blocks);
          await replaceBlocks(tx, assetId, blocks, today);
        });
      } catch (error) {
        // A booking made between the check and the write: the constraint has the last word.
        if (sqlState(error) === EXCLUSION_VIOLATION) {
          throw conflict(ERROR_CODES.datesUnavailable, 'A block covers nights already booked or held');
        }
        throw error;
      }
      await refreshNightlyPrice(assetId);
      return calendarOf(assetId);
    },

    // -----------------------------------------------------------------------------------------
    // Holds for the calendars module (docs/decisions/015-rental-calendar-and-holds.md)

    /**
     * Whether the actor runs this rental (the owner's routes ask, the calendars module's too):
     * the rental's id as stored; 404 otherwise.
     */
    async requireOwnRental(actor: AuthUser, assetId: string): Promise<string> {
      return (await ownRental(actor, assetId)).id;
    },

    /** Every hold of a rental still to come, for its calendar export. */
    async rentalHolds(assetId: string): Promise<RentalHold[]> {
      const holds = await listHolds(db, assetId, dayInTimeZone(new Date()));
      return holds.map(({ note: _note, bookingId: _bookingId, ...hold }: StoredHold) => hold);
    },

    /**
     * Holds an imported event's nights, or moves them: `held`, or `conflict` when something
     * else already holds one of them (the event is then shown to the host, not dropped).
     * `tx`: the caller's transaction; a conflict leaves it usable (a savepoint).
     */
    async holdFeedNights(hold: FeedHold, tx: Db = db): Promise<'held' | 'conflict'> {
      try {
        await tx.transaction(async (savepoint) => upsertFeedHold(savepoint, hold));
        return 'held';
      } catch (error) {
        if (sqlState(error) === EXCLUSION_VIOLATION) return 'conflict';
        throw error;
      }
    },

    /** Frees the nights of imported events that vanished or whose feed is gone. */
    async releaseFeedNights(feedEventIds: readonly string[], tx: Db = db): Promise<void> {
      await deleteFeedHolds(tx, feedEventIds);
    },

    /** After a change of a rental's holds (a sync's, a booking's): its index and "from" price follow. */
    holdsChanged: refreshNightlyPrice,

    /** The secret of a rental's calendar export address, made on first use. */
    icalToken(assetId: string): Promise<string> {
      return icalToken(db, assetId, newIcalToken());
    },

    /** A new secret for the export address; the old one stops working at once. */
    async replaceIcalToken(assetId: string): Promise<string> {
      const token = newIcalToken();
      await replaceIcalToken(db, assetId, token);
      return token;
    },

    /** The rental whose export address carries this secret. */
    assetOfIcalToken(token: string): Promise<string | undefined> {
      return findAssetByIcalToken(db, token);
    },
  };
}

/** 32 random bytes, URL-safe: unguessable, and nothing to escape in an address. */
function newIcalToken(): string {
  return randomBytes(32).toString('base64url');
}

export type RentalCalendarService = ReturnType<typeof createRentalCalendarService>;
