import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ERROR_CODES, hasFeature, listsOfAsset } from '@town/shared';
import {
  ADMIN_LISTINGS_PAGE_SIZE,
  completeLanguages,
  LISTING_KINDS,
  listingContentSchema,
  menuLanguages,
  REQUIRED_LISTING_LANGUAGE,
  type AdminListing,
  type ListingContent,
  type ListingDetail,
  type ListingMenu,
  type ListingPhoto,
  type ListingRevision,
  type ListingStatus,
  type MenuChange,
  type OwnerListing,
  type OwnerListingPage,
  type OwnerListingsQuery,
  type ReviewItem,
  type SavedMenu,
} from '@town/shared/listings';
import { changedFields, goesLive, isLiveField, type ContentKey } from '@town/shared/listing-submission';
import { sameMenu } from '@town/shared/live-menu';
import { canonicalAssetPagePath } from '@town/shared/public-pages';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, notFound, type HttpError } from '../../lib/http-errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { AuditService } from '../audit/index.ts';
import {
  createImageSigner,
  type CatalogueWriter,
  type ImageStore,
  type ListingRow,
  type StillUsed,
} from '../catalogue/index.ts';
import { listingDecisionMail } from './listings.mail.ts';
import {
  insertRevision,
  listRevisions,
  listSubmitted,
  newestRevisionNames,
  newestRevisions,
  revisionFacts,
  setRevisionState,
  type Db,
  type RevisionRow,
  type RevisionState,
} from './listings.repository.ts';

/** Where a listing's reviewable content stands: every state but `live` (docs/listings.md#life). */
const HEAD_STATES: RevisionState[] = ['saved', 'submitted', 'published', 'rejected'];
/** The states the town hall's last word (or a submission waiting for it) leaves. */
const DECISION_STATES: RevisionState[] = ['submitted', 'published', 'rejected'];

/** What a published listing's change is waiting for, by the state of its head revision. */
const PENDING_CHANGE: Record<RevisionState, ListingDetail['pendingChange']> = {
  saved: 'draft',
  submitted: 'review',
  rejected: 'rejected',
  published: null,
  live: null,
};

/** What is known of a listing's revisions: the newest, the newest reviewable one, the last decision. */
interface RevisionSummary {
  latest?: RevisionRow;
  head?: RevisionRow;
  decision?: RevisionRow;
}
/** The summary of a listing being changed: it always has a newest revision. */
type LockedSummary = RevisionSummary & { latest: RevisionRow };
/** What a listing's state and last change are told from: a summary, or the owner's list's RevisionFacts. */
interface StateFacts {
  latest?: Pick<RevisionRow, 'createdAt'>;
  head?: Pick<RevisionRow, 'state'>;
  decision?: Pick<RevisionRow, 'state' | 'reason'>;
}

const pick = (content: ListingContent, keys: readonly ContentKey[]) =>
  Object.fromEntries(keys.map((key) => [key, content[key] ?? null]));

/** The content's name in Spanish, else in the first language it has. */
function nameOf(content: ListingContent): string {
  return content.texts[REQUIRED_LISTING_LANGUAGE]?.name ?? Object.values(content.texts).find(Boolean)?.name ?? '';
}

/** The same, from names by language (RevisionFacts). */
const nameAmong = (names: Partial<Record<string, string>>) =>
  names[REQUIRED_LISTING_LANGUAGE] || Object.values(names).find(Boolean) || '';

/** Text as the owner's search compares it: lower case, accents and case aside ("Àngels" finds "angels"). */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A content that breaks the rules, in the error shape of a validation error (docs/api.md#errors). */
function invalidContent(error: z.ZodError): HttpError {
  const fields = error.issues.map((issue) => ({
    field: ['body', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  return badRequest(`Invalid body: ${fields.map((f) => f.field).join(', ')}`, fields);
}

const stateConflict = (message: string) => conflict(ERROR_CODES.listingState, message);

/** The photos a content names. */
const photoIds = (content: ListingContent | undefined) => content?.images.map((image) => image.id) ?? [];

/** What `before` named and `after` no longer does. */
const dropped = (before: readonly string[], after: readonly string[]) => before.filter((id) => !after.includes(id));

/** A photo is kept while the newest revision of a listing names it (docs/listings.md#photos). */
const stillUsed: StillUsed = (tx, imageId) => newestRevisionNames(tx, imageId);

/** An upload's photo was removed from the disk between its encoding and its adding: store it anew. */
export class PhotoGoneError extends Error {
  constructor() {
    super('The photo was removed meanwhile');
    this.name = 'PhotoGoneError';
  }
}

interface Deps {
  db: Database;
  writer: CatalogueWriter;
  images: Pick<ImageStore, 'hold' | 'release' | 'bytesOf' | 'sweep'>;
  accounts: Pick<AccountsService, 'profilesOf'>;
  audit: AuditService;
  mailer: FastifyInstance['mailer'];
  config: Pick<AppConfig, 'publicUrl' | 'authSecret'>;
}

/**
 * Owners' listings: their content kept as revisions, submitted for review, and published by
 * the town hall into the catalogue (docs/listings.md). The catalogue tables are written only
 * through the catalogue's writer; users' names and e-mails come from the accounts module.
 */
export function createListingsService({ db, writer, images, accounts, audit, mailer, config }: Deps) {
  // Owners and the town hall see photos no published listing shows yet by signed addresses.
  const signer = createImageSigner(config.authSecret);

  async function summaries(tx: Db, ids: readonly string[]): Promise<Map<string, RevisionSummary>> {
    // One after the other: a transaction's queries share one connection.
    const latest = await newestRevisions(tx, ids);
    const head = await newestRevisions(tx, ids, HEAD_STATES);
    const decision = await newestRevisions(tx, ids, DECISION_STATES);
    const byId = new Map<string, RevisionSummary>(ids.map((id) => [id, {}]));
    for (const row of latest) byId.get(row.assetId)!.latest = row;
    for (const row of head) byId.get(row.assetId)!.head = row;
    for (const row of decision) byId.get(row.assetId)!.decision = row;
    return byId;
  }

  /** The listing if the actor may act on it: its owner, or an admin; anyone else is told it does not exist. */
  async function access(actor: AuthUser, assetId: string, tx: Db = db, lock = false): Promise<ListingRow> {
    const row = await writer.ownerAndStatus(assetId, { tx, lock });
    if (!row || (actor.role !== 'admin' && row.ownerId !== actor.id)) throw notFound(`No listing ${assetId}`);
    return row;
  }

  /** An admin acting on a listing not their own: the action is audited (docs/listings.md#audit). */
  const actsForSomeoneElse = (actor: AuthUser, row: ListingRow) => actor.role === 'admin' && row.ownerId !== actor.id;

  /**
   * A listing's revisions as they stand, under the caller's lock. A listing from before owners
   * (the demo town's) gets its first revision now, made from what the catalogue shows.
   */
  async function lockedSummary(tx: Db, row: ListingRow): Promise<LockedSummary> {
    const summary = (await summaries(tx, [row.id])).get(row.id)!;
    if (summary.latest) return { ...summary, latest: summary.latest };
    const content = await writer.readContent(row.id, tx);
    const shown = row.status === 'published' || row.status === 'unpublished';
    const first = await insertRevision(tx, {
      assetId: row.id,
      number: 1,
      content: content!,
      state: shown ? 'published' : 'saved',
      authorId: null,
    });
    return { latest: first, head: first, decision: shown ? first : undefined };
  }

  async function everPublished(tx: Db, assetId: string): Promise<boolean> {
    const [published] = await newestRevisions(tx, [assetId], ['published']);
    return published !== undefined;
  }

  async function photosOf(content: ListingContent, tx: Db = db): Promise<ListingPhoto[]> {
    const renditions = await writer.describeImages(
      content.images.map((image) => image.id),
      tx,
    );
    return content.images.flatMap((image) => {
      const picture = renditions.get(image.id);
      return picture ? [{ ...signer.signPicture(picture), alt: image.alt }] : [];
    });
  }

  const signedSrc = (src: string | undefined) => (src ? signer.signUrl(src, Date.now()) : null);

  const pendingChangeOf = (row: ListingRow, summary: StateFacts) =>
    row.status === 'published' && summary.head ? PENDING_CHANGE[summary.head.state] : null;
  const rejectionReasonOf = (summary: StateFacts) =>
    summary.decision?.state === 'rejected' ? summary.decision.reason : null;
  const updatedAtOf = (row: ListingRow, summary: StateFacts) =>
    new Date(Math.max(row.updatedAt.getTime(), summary.latest?.createdAt.getTime() ?? 0)).toISOString();

  async function contentOf(tx: Db, row: ListingRow, summary: RevisionSummary): Promise<ListingContent> {
    return summary.latest?.content ?? (await writer.readContent(row.id, tx))!;
  }

  async function detail(tx: Db, assetId: string): Promise<ListingDetail> {
    const row = (await writer.ownerAndStatus(assetId, { tx }))!;
    const summary = (await summaries(tx, [assetId])).get(assetId)!;
    const content = await contentOf(tx, row, summary);
    return {
      id: row.id,
      ownerId: row.ownerId,
      type: row.type,
      status: row.status,
      pendingChange: pendingChangeOf(row, summary),
      rejectionReason: rejectionReasonOf(summary),
      languages: completeLanguages(content),
      menuLanguages: menuLanguages(content.menu),
      productId: row.productId,
      updatedAt: updatedAtOf(row, summary),
      publicPath: row.status === 'published' ? `/${REQUIRED_LISTING_LANGUAGE}/${canonicalAssetPagePath(row)}` : null,
      content,
      photos: await photosOf(content, tx),
    };
  }

  /**
   * Keeps `next` as the listing's newest revision (docs/listings.md#life): `live` when only
   * the phone, hours, prices or the menu's dishes' prices, allergens and availability changed,
   * else `saved`. What is live reaches the catalogue at once; any other change takes back a
   * submission waiting for review, so the town hall never publishes a version the owner has
   * moved on from (docs/listings.md#editing-while-a-submission-waits). Answers how many dishes
   * of the catalogue's menu changed at once.
   */
  async function append(
    tx: Db,
    actor: AuthUser,
    row: ListingRow,
    summary: LockedSummary,
    next: ListingContent,
  ): Promise<number> {
    const previous = summary.latest;
    const changed = changedFields(previous.content, next);
    if (!changed.length) return 0;
    const liveOnly = changed.every((key) => goesLive(key, previous.content, next));
    const published = await everPublished(tx, row.id);
    if (!liveOnly && summary.head?.state === 'submitted') {
      await setRevisionState(tx, summary.head.id, 'saved');
      if (row.status === 'review') await writer.setStatus(row.id, published ? 'unpublished' : 'draft', tx);
    }
    await insertRevision(tx, {
      assetId: row.id,
      number: previous.number + 1,
      content: next,
      state: liveOnly ? 'live' : 'saved',
      authorId: actor.id,
    });
    if (changed.some(isLiveField)) await writer.applyLive(row.id, next, tx);
    const liveDishes = changed.includes('menu') ? await writer.applyLiveMenu(row.id, next.menu, tx) : 0;
    // A listing never published shows nowhere: its tables follow its newest content, so that
    // the town hall finds it by its current name.
    if (!liveOnly && !published) await writer.project(row.id, next, tx);
    if (actsForSomeoneElse(actor, row)) {
      await audit.record(
        {
          actorId: actor.id,
          action: 'listing.edit',
          targetType: 'listing',
          targetId: row.id,
          before: pick(previous.content, changed),
          after: pick(next, changed),
        },
        tx,
      );
    }
    return liveDishes;
  }

  /** Runs a state change under the listing's lock; `act` answers what the route returns. */
  function underLock<T>(actor: AuthUser, assetId: string, act: (tx: Db, row: ListingRow) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => act(tx, await access(actor, assetId, tx, true)));
  }

  async function stateOf(tx: Db, assetId: string) {
    const row = (await writer.ownerAndStatus(assetId, { tx }))!;
    const summary = (await summaries(tx, [assetId])).get(assetId)!;
    return { status: row.status, pendingChange: pendingChangeOf(row, summary) };
  }

  async function recordAdmin(
    tx: Db,
    actor: AuthUser,
    action: string,
    row: ListingRow,
    before: unknown,
    after: unknown,
  ): Promise<void> {
    await audit.record({ actorId: actor.id, action, targetType: 'listing', targetId: row.id, before, after }, tx);
  }

  /** Tells the owner of the town hall's decision, in their language, in the decision's transaction. */
  async function mailOwner(
    tx: Db,
    row: ListingRow,
    content: ListingContent,
    decision: { kind: 'published' } | { kind: 'rejected'; reason: string },
  ): Promise<void> {
    if (!row.ownerId) return;
    const owner = (await accounts.profilesOf([row.ownerId])).get(row.ownerId);
    if (!owner) return;
    await mailer.write(tx, {
      to: owner.email,
      ...listingDecisionMail(decision, {
        listing: nameOf(content),
        owner,
        assetId: row.id,
        publicUrl: config.publicUrl,
      }),
    });
  }

  /**
   * What saving a menu did to the public one (docs/listings.md#menus): the dishes changed at
   * once, and whether the saved menu differs from the catalogue's in what waits for review. A
   * listing never published shows no menu: all of it waits for the first review.
   */
  async function menuChangeOf(tx: Db, row: ListingRow, next: ListingContent, live: number): Promise<MenuChange> {
    if (!(await everPublished(tx, row.id))) return { live: 0, waiting: Boolean(next.menu?.sections.length) };
    return { live, waiting: !sameMenu(await writer.readMenu(row.id, tx), next.menu) };
  }

  /**
   * Changes a listing's content: `change` gets the newest content and returns the next one,
   * which must keep the content rules (else 400, nothing kept) and the listing's type. The
   * photos routes change `images` through it, the editor everything else.
   */
  async function changeContent(
    actor: AuthUser,
    assetId: string,
    change: (content: ListingContent) => ListingContent,
    options: { adding?: readonly string[] } = {},
  ): Promise<ListingDetail> {
    return (await changeReporting(actor, assetId, change, options)).detail;
  }

  /** changeContent, also answering (with `reportMenu`) what the change did to the public menu. */
  async function changeReporting(
    actor: AuthUser,
    assetId: string,
    change: (content: ListingContent) => ListingContent,
    { adding = [], reportMenu = false }: { adding?: readonly string[]; reportMenu?: boolean } = {},
  ): Promise<{ detail: ListingDetail; menuChange?: MenuChange }> {
    let removed: string[] = [];
    const answer = await underLock(actor, assetId, async (tx, row) => {
      const summary = await lockedSummary(tx, row);
      // An uploaded photo stays on the disk until this change names it (or is refused).
      if ((await images.hold(tx, adding)).length) throw new PhotoGoneError();
      const result = listingContentSchema.safeParse(change(structuredClone(summary.latest.content)));
      if (!result.success) throw invalidContent(result.error);
      if (result.data.type !== row.type) {
        throw badRequest('A listing keeps its type', [{ field: 'body.type', message: `Must stay ${row.type}` }]);
      }
      const liveDishes = await append(tx, actor, row, summary, result.data);
      removed = dropped(photoIds(summary.latest.content), photoIds(result.data));
      return {
        detail: await detail(tx, assetId),
        menuChange: reportMenu ? await menuChangeOf(tx, row, result.data, liveDishes) : undefined,
      };
    });
    // A photo no listing names any more leaves the disk (unless the catalogue still shows it).
    await images.release(removed, stillUsed);
    return answer;
  }

  return {
    /** The listing as its editor opens it; another owner's is a 404. */
    async readForActor(actor: AuthUser, assetId: string): Promise<ListingDetail> {
      await access(actor, assetId);
      return detail(db, assetId);
    },

    changeContent,

    /** A new listing, a draft of its owner's (photos come later, through their own routes). */
    async create(actor: AuthUser, content: ListingContent): Promise<{ id: string }> {
      return db.transaction(async (tx) => {
        const first = { ...content, images: [] };
        const { id } = await writer.createDraftAsset(first, actor.id, tx);
        await insertRevision(tx, { assetId: id, number: 1, content: first, state: 'saved', authorId: actor.id });
        return { id };
      });
    },

    /** PUT: everything but the photos and the menu, which keep their own routes. */
    replaceContent(actor: AuthUser, assetId: string, content: ListingContent): Promise<ListingDetail> {
      return changeContent(actor, assetId, (current) => ({
        ...content,
        images: current.images,
        menu: current.menu,
      }));
    },

    /**
     * A place to eat's menu (any other type has none: 409), with what went live at once: the
     * dishes' prices, allergens and availability (docs/listings.md#menus).
     */
    async replaceMenu(actor: AuthUser, assetId: string, menu: ListingMenu): Promise<SavedMenu> {
      const { detail: saved, menuChange } = await changeReporting(
        actor,
        assetId,
        (current) => {
          if (!hasFeature(current.type, 'menu')) throw stateConflict('Only places to eat have a menu');
          return { ...current, menu };
        },
        { reportMenu: true },
      );
      return { ...saved, menuChange: menuChange! };
    },

    /** Only a listing that was never published can be deleted (docs/listings.md#life); its photos go with it. */
    async remove(actor: AuthUser, assetId: string): Promise<void> {
      const photos = await underLock(actor, assetId, async (tx, row) => {
        const shown = row.status === 'published' || row.status === 'unpublished' || (await everPublished(tx, row.id));
        if (shown) throw conflict(ERROR_CODES.listingNotDeletable, 'A listing that was published cannot be deleted');
        if (actsForSomeoneElse(actor, row)) {
          await recordAdmin(tx, actor, 'listing.delete', row, { status: row.status, ownerId: row.ownerId }, null);
        }
        const summary = (await summaries(tx, [row.id])).get(row.id)!;
        const named = photoIds(await contentOf(tx, row, summary));
        await writer.deleteAsset(row.id, tx);
        return named;
      });
      await images.release(photos, stillUsed);
    },

    /** Removes every photo nothing has used for a while from the disk; answers which went (the nightly job). */
    sweepPhotos(): Promise<string[]> {
      return images.sweep(stillUsed);
    },

    /** Removes those of the photos nothing uses any more (an upload refused after its encoding). */
    releasePhotos(imageIds: readonly string[]): Promise<void> {
      return images.release(imageIds, stillUsed);
    },

    /**
     * What an owner's photos take on disk: those the catalogue shows of their listings and
     * those their newest revisions name, and `adding`; each picture once (docs/listings.md#photos).
     */
    async photoBytes(ownerId: string, adding?: string): Promise<number> {
      const rows = await writer.ownedBy(ownerId);
      const newest = await newestRevisions(
        db,
        rows.map((row) => row.id),
      );
      return images.bytesOf(ownerId, [
        ...newest.flatMap((revision) => photoIds(revision.content)),
        ...(adding ? [adding] : []),
      ]);
    },

    /**
     * Sends the newest content for review: a listing not shown goes `review`; a published one
     * stays up with its change in review. Nothing new to send is a 409.
     */
    async submit(actor: AuthUser, assetId: string) {
      return underLock(actor, assetId, async (tx, row) => {
        const summary = await lockedSummary(tx, row);
        const head = summary.head!;
        if (row.status === 'review' || head.state === 'submitted') throw stateConflict('Already waiting for review');
        if (row.status === 'published' && head.state !== 'saved' && head.state !== 'rejected') {
          throw stateConflict('Nothing has changed since the town hall published it');
        }
        await insertRevision(tx, {
          assetId: row.id,
          number: summary.latest.number + 1,
          content: summary.latest.content,
          state: 'submitted',
          authorId: actor.id,
        });
        if (row.status !== 'published') await writer.setStatus(row.id, 'review', tx);
        if (actsForSomeoneElse(actor, row)) {
          await recordAdmin(
            tx,
            actor,
            'listing.submit',
            row,
            { status: row.status },
            { number: summary.latest.number + 1 },
          );
        }
        return stateOf(tx, row.id);
      });
    },

    /** Takes a submission back: the listing is as before it was sent. */
    async withdraw(actor: AuthUser, assetId: string) {
      return underLock(actor, assetId, async (tx, row) => {
        const summary = await lockedSummary(tx, row);
        if (summary.head?.state !== 'submitted') throw stateConflict('Nothing is waiting for review');
        await setRevisionState(tx, summary.head.id, 'saved');
        if (row.status === 'review') {
          await writer.setStatus(row.id, (await everPublished(tx, row.id)) ? 'unpublished' : 'draft', tx);
        }
        if (actsForSomeoneElse(actor, row)) {
          await recordAdmin(tx, actor, 'listing.withdraw', row, { status: row.status }, await stateOf(tx, row.id));
        }
        return stateOf(tx, row.id);
      });
    },

    /** Takes a published listing off every public place (its owner, or the town hall). */
    async unpublish(actor: AuthUser, assetId: string): Promise<{ status: 'unpublished' }> {
      return underLock(actor, assetId, async (tx, row) => {
        if (row.status !== 'published') throw stateConflict('Only a published listing can be unpublished');
        await writer.setStatus(row.id, 'unpublished', tx);
        if (actor.role === 'admin') {
          await recordAdmin(tx, actor, 'listing.unpublish', row, { status: row.status }, { status: 'unpublished' });
        }
        return { status: 'unpublished' as const };
      });
    },

    // ---------------------------------------------------------------------------------------
    // What only the town hall does (every call here comes from an admin route).

    /** Publishes the submitted revision (with the newest live fields) into the catalogue, and mails the owner. */
    async publish(admin: AuthUser, assetId: string): Promise<{ status: 'published' }> {
      let removed: string[] = [];
      const answer = await underLock(admin, assetId, async (tx, row) => {
        const summary = await lockedSummary(tx, row);
        if (summary.head?.state !== 'submitted') throw stateConflict('Nothing is waiting for review');
        // The newest revision holds the submitted content and, after it, only live changes.
        const content = summary.latest.content;
        // The photos the catalogue showed until now, which the new version may no longer name.
        const [shown] = await newestRevisions(tx, [row.id], ['published']);
        removed = dropped(photoIds(shown?.content), photoIds(content));
        await writer.project(row.id, content, tx);
        await setRevisionState(tx, summary.head.id, 'published');
        await writer.setStatus(row.id, 'published', tx);
        await recordAdmin(
          tx,
          admin,
          'listing.publish',
          row,
          { status: row.status },
          { status: 'published', revision: summary.head.number },
        );
        await mailOwner(tx, row, content, { kind: 'published' });
        return { status: 'published' as const };
      });
      mailer.deliverSoon();
      await images.release(removed, stillUsed);
      return answer;
    },

    /** Turns a submission down with a reason the owner is mailed; a published listing stays up. */
    async reject(admin: AuthUser, assetId: string, reason: string): Promise<{ status: ListingStatus }> {
      const answer = await underLock(admin, assetId, async (tx, row) => {
        const summary = await lockedSummary(tx, row);
        if (summary.head?.state !== 'submitted') throw stateConflict('Nothing is waiting for review');
        await setRevisionState(tx, summary.head.id, 'rejected', reason);
        const status: ListingStatus = row.status === 'review' ? 'rejected' : row.status;
        await writer.setStatus(row.id, status, tx);
        await recordAdmin(
          tx,
          admin,
          'listing.reject',
          row,
          { status: row.status },
          { status, revision: summary.head.number, reason },
        );
        await mailOwner(tx, row, summary.latest.content, { kind: 'rejected', reason });
        return { status };
      });
      mailer.deliverSoon();
      return answer;
    },

    /** Puts an unpublished listing back up as it was last published. */
    async republish(admin: AuthUser, assetId: string): Promise<{ status: 'published' }> {
      return underLock(admin, assetId, async (tx, row) => {
        if (row.status !== 'unpublished') throw stateConflict('Only an unpublished listing can be republished');
        await writer.setStatus(row.id, 'published', tx);
        await recordAdmin(tx, admin, 'listing.republish', row, { status: row.status }, { status: 'published' });
        return { status: 'published' as const };
      });
    },

    /** Gives a listing to another owner (an owner's or admin's account, else 400). */
    async transfer(admin: AuthUser, assetId: string, ownerId: string): Promise<{ ownerId: string }> {
      const profile = (await accounts.profilesOf([ownerId])).get(ownerId);
      if (!profile || profile.role === 'user') {
        throw badRequest('The new owner must be an owner or admin account', [
          { field: 'body.ownerId', message: 'Not an owner' },
        ]);
      }
      return underLock(admin, assetId, async (tx, row) => {
        // A change that changes nothing records nothing (docs/listings.md#audit).
        if (row.ownerId === ownerId) return { ownerId };
        await writer.setOwner(row.id, ownerId, tx);
        await recordAdmin(tx, admin, 'listing.owner', row, { ownerId: row.ownerId }, { ownerId });
        return { ownerId };
      });
    },

    /**
     * An owner's listings (an admin's own too) that the search finds, newest change first, a page
     * at a time (docs/listings.md#the-owners-workspace). An owner's listings are few enough (a
     * business's hundreds) to be found and sorted in memory, from their catalogue rows and their
     * revisions' RevisionFacts; only the page's listings have their content read (for the
     * languages complete) and their cover described.
     */
    async ownListings(actor: AuthUser, query: OwnerListingsQuery): Promise<OwnerListingPage> {
      const rows = await writer.ownedBy(actor.id);
      const facts = new Map(
        (
          await revisionFacts(
            db,
            rows.map((row) => row.id),
            { head: HEAD_STATES, decision: DECISION_STATES },
          )
        ).map((fact) => [fact.assetId, fact]),
      );
      // A listing from before owners, never changed since, has no revision: the catalogue tells.
      const cards = await writer.cardsOf(rows.flatMap((row) => (facts.has(row.id) ? [] : [row.id])));
      const words = folded(query.q ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 8);
      const listed = rows.map((row) => {
        const fact = facts.get(row.id) ?? { latest: undefined };
        const card = fact.latest ?? cards.get(row.id) ?? { names: {}, address: '', cover: null };
        return {
          row,
          fact,
          card,
          kinds: listsOfAsset(row).map((list) => list.key),
          updatedAt: updatedAtOf(row, fact),
        };
      });
      const found = listed
        .filter(({ row, card, kinds }) => {
          if (query.status && row.status !== query.status) return false;
          if (query.type && !kinds.includes(query.type)) return false;
          const text = folded([...Object.values(card.names), card.address].join(' '));
          return words.every((word) => text.includes(word));
        })
        .sort((x, y) => y.updatedAt.localeCompare(x.updatedAt) || x.row.id.localeCompare(y.row.id));
      const page = found.slice((query.page - 1) * query.limit, query.page * query.limit);

      const contents = new Map(
        (
          await newestRevisions(
            db,
            page.map(({ row }) => row.id),
          )
        ).map((revision) => [revision.assetId, revision.content]),
      );
      for (const { row } of page) {
        if (!contents.has(row.id)) contents.set(row.id, (await writer.readContent(row.id))!);
      }
      const covers = await writer.describeImages(page.flatMap(({ card }) => (card.cover ? [card.cover] : [])));
      const items: OwnerListing[] = page.map(({ row, fact, card, kinds, updatedAt }) => {
        const cover = card.cover ? covers.get(card.cover) : undefined;
        return {
          id: row.id,
          type: row.type,
          kinds,
          status: row.status,
          pendingChange: pendingChangeOf(row, fact),
          rejectionReason: rejectionReasonOf(fact),
          name: nameAmong(card.names),
          languages: completeLanguages(contents.get(row.id)!),
          // The smallest rendition: the list shows a thumbnail.
          image: signedSrc(cover?.srcset[0]?.url ?? cover?.src),
          updatedAt,
        };
      });
      const kinds = new Set(listed.flatMap((listing) => listing.kinds));
      return {
        items,
        total: found.length,
        page: query.page,
        pageSize: query.limit,
        kinds: LISTING_KINDS.filter((kind) => kinds.has(kind)),
      };
    },

    /** New listings and changes waiting for the town hall, oldest submission first. */
    async reviewQueue(): Promise<ReviewItem[]> {
      const heads = await listSubmitted(db);
      const rows = new Map((await writer.rowsOf(heads.map((head) => head.assetId))).map((row) => [row.id, row]));
      const owners = await accounts.profilesOf([...rows.values()].flatMap((row) => (row.ownerId ? [row.ownerId] : [])));
      return heads.flatMap((head) => {
        const row = rows.get(head.assetId);
        if (!row) return [];
        const owner = row.ownerId ? owners.get(row.ownerId) : undefined;
        return [
          {
            id: row.id,
            type: row.type,
            name: nameOf(head.content),
            kind: row.status === 'published' ? ('change' as const) : ('new' as const),
            ownerId: row.ownerId,
            ownerName: owner?.name ?? null,
            ownerEmail: owner?.email ?? null,
            submittedAt: head.createdAt.toISOString(),
          },
        ];
      });
    },

    /** The town hall's search over every listing, a page at a time. */
    async search(query: { q?: string; status?: ListingStatus; page: number }) {
      const pageSize = ADMIN_LISTINGS_PAGE_SIZE;
      const { rows, total } = await writer.search({
        q: query.q,
        status: query.status,
        offset: (query.page - 1) * pageSize,
        limit: pageSize,
      });
      const byId = await summaries(
        db,
        rows.map((row) => row.id),
      );
      const owners = await accounts.profilesOf(rows.flatMap((row) => (row.ownerId ? [row.ownerId] : [])));
      const items: AdminListing[] = rows.map((row) => {
        const summary = byId.get(row.id)!;
        return {
          id: row.id,
          type: row.type,
          status: row.status,
          pendingChange: pendingChangeOf(row, summary),
          name: summary.latest ? nameOf(summary.latest.content) : row.name,
          ownerId: row.ownerId,
          ownerEmail: row.ownerId ? (owners.get(row.ownerId)?.email ?? null) : null,
          updatedAt: updatedAtOf(row, summary),
        };
      });
      return { items, total, page: query.page, pageSize };
    },

    /**
     * Listings' names, by id, as the town hall's pages show them: the newest revision's, else
     * the catalogue's (a listing nobody has changed since the seed). A listing deleted is left out.
     */
    async namesOf(assetIds: readonly string[]): Promise<Map<string, string>> {
      const names = new Map((await newestRevisions(db, assetIds)).map((r) => [r.assetId, nameOf(r.content)]));
      const rest = assetIds.filter((id) => !names.has(id));
      for (const [id, name] of await writer.namesOf(rest)) names.set(id, name);
      return names;
    },

    /** Every revision of a listing, newest first, with its content and author. */
    async revisions(assetId: string): Promise<ListingRevision[]> {
      const row = await writer.ownerAndStatus(assetId);
      if (!row) throw notFound(`No listing ${assetId}`);
      const revisions = await listRevisions(db, assetId);
      const authors = await accounts.profilesOf(revisions.flatMap((r) => (r.authorId ? [r.authorId] : [])));
      // The town hall's review shows each photo by a signed thumbnail; one history has removed is left out.
      const pictures = await writer.describeImages(revisions.flatMap((r) => photoIds(r.content)));
      const now = Date.now();
      const thumbnails = new Map(
        [...pictures].flatMap(([id, picture]) => {
          const thumbnail = picture.thumbnails.at(-1)?.url;
          return thumbnail ? [[id, signer.signUrl(thumbnail, now)] as const] : [];
        }),
      );
      return revisions.map((r) => ({
        id: r.id,
        number: r.number,
        state: r.state,
        reason: r.reason,
        authorId: r.authorId,
        authorName: r.authorId ? (authors.get(r.authorId)?.name ?? null) : null,
        createdAt: r.createdAt.toISOString(),
        content: r.content,
        thumbnails: Object.fromEntries(
          photoIds(r.content).flatMap((id) => (thumbnails.has(id) ? [[id, thumbnails.get(id)!]] : [])),
        ),
      }));
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
