import type { AccountsService } from '../accounts/index.ts';
import type { ListingsService } from '../listings/index.ts';

/** Where the log's names come from: each module's own service, never its tables. */
export interface AuditNameSources {
  accounts: Pick<AccountsService, 'profilesOf'>;
  listings: Pick<ListingsService, 'namesOf'>;
}

interface StoredEntry {
  actorId: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The accounts a state names: a listing's owner (`listing.owner`, `listing.delete`). */
function accountsNamedIn(state: unknown): string[] {
  if (typeof state !== 'object' || state === null) return [];
  const owner = (state as { ownerId?: unknown }).ownerId;
  return typeof owner === 'string' && UUID.test(owner) ? [owner] : [];
}

/**
 * The log's entries with today's names (docs/listings.md#audit): who acted, on what (a
 * listing's name, an account's name) and the accounts their states name, each looked up once
 * per page. A listing or account no longer kept has no name: the page says so.
 */
export async function nameEntries<E extends StoredEntry>(entries: readonly E[], sources: AuditNameSources) {
  const ids = (type: string) => [
    ...new Set(entries.filter((e) => e.targetType === type && UUID.test(e.targetId)).map((e) => e.targetId)),
  ];
  const named = entries.map((entry) => [...accountsNamedIn(entry.before), ...accountsNamedIn(entry.after)]);
  const people = await sources.accounts.profilesOf([...entries.map((e) => e.actorId), ...ids('user'), ...named.flat()]);
  const listings = await sources.listings.namesOf(ids('listing'));
  const nameOf = (type: string, id: string) =>
    (type === 'listing' ? listings.get(id) : type === 'user' ? people.get(id)?.name : undefined) ?? null;
  return entries.map((entry, index) => ({
    ...entry,
    actorName: people.get(entry.actorId)?.name ?? null,
    targetName: nameOf(entry.targetType, entry.targetId),
    accountNames: Object.fromEntries(
      named[index]!.flatMap((id) => (people.has(id) ? [[id, people.get(id)!.name]] : [])),
    ),
  }));
}
