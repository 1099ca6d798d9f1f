import { MAX_FAVOURITES } from '@town/shared/catalogue-codes';

/** What the merge needs of the account (the favourites API, docs/api.md#favourites). */
export interface FavouritesAccount {
  /** PUT /api/v1/favourites: all or nothing; a 404 when one is not published, a 409 past the limit. */
  saveAll(ids: readonly string[]): Promise<void>;
  /** PUT /api/v1/favourites/{id}. */
  saveOne(id: string): Promise<void>;
  /** The ids, among these, of places still published (GET /api/v1/asset?ids=). */
  published(ids: readonly string[]): Promise<string[]>;
  /** The ids the account keeps already (GET /api/v1/favourites). */
  saved(): Promise<string[]>;
}

export interface MergeOutcome {
  /** Now in the account (or already there). */
  saved: string[];
  /** No longer published: nowhere to keep them. */
  unpublished: string[];
  /** Past the account's limit (MAX_FAVOURITES): not kept. */
  overLimit: string[];
}

/** The status of an API failure, if that is what `error` is. */
const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;
const isRefusal = (error: unknown) => statusOf(error) === 404 || statusOf(error) === 409;

/**
 * Puts the browser's saved places (newest first) into the account at sign-in
 * (docs/product.md#favourites). One batch when it can; the batch is all or nothing, so when a
 * place was unpublished meanwhile or the account is nearly full, the published ones are saved
 * newest first as far as the limit allows, one by one if a batch is refused again. Any other
 * failure (offline, a server error) is thrown: the browser keeps its list and tries next time.
 */
export async function mergeFavourites(ids: readonly string[], account: FavouritesAccount): Promise<MergeOutcome> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return { saved: [], unpublished: [], overLimit: [] };
  try {
    await account.saveAll(wanted);
    return { saved: wanted, unpublished: [], overLimit: [] };
  } catch (error) {
    if (!isRefusal(error)) throw error;
  }

  const [published, already] = await Promise.all([account.published(wanted), account.saved()]);
  const live = new Set(published);
  const kept = new Set(already);
  const unpublished = wanted.filter((id) => !live.has(id));
  const fresh = wanted.filter((id) => live.has(id) && !kept.has(id));
  const room = Math.max(0, MAX_FAVOURITES - kept.size);
  const outcome: MergeOutcome = {
    saved: wanted.filter((id) => kept.has(id)),
    unpublished,
    overLimit: fresh.slice(room),
  };
  const toSave = fresh.slice(0, room);
  if (!toSave.length) return outcome;
  try {
    await account.saveAll(toSave);
    outcome.saved.push(...toSave);
    return outcome;
  } catch (error) {
    if (!isRefusal(error)) throw error;
  }
  // Refused again (unpublished a moment ago, or unpublished places still count towards the limit).
  for (const [index, id] of toSave.entries()) {
    try {
      await account.saveOne(id);
      outcome.saved.push(id);
    } catch (error) {
      if (statusOf(error) === 404) outcome.unpublished.push(id);
      else if (statusOf(error) === 409) {
        outcome.overLimit.unshift(...toSave.slice(index));
        break;
      } else throw error;
    }
  }
  return outcome;
}
