import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AssetType } from '@town/shared';
import type { Role } from '@town/shared/accounts';
import type { Language } from '@town/shared/languages';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { hashPassword } from '../modules/accounts/index.ts';
import { createCatalogueWriter } from '../modules/catalogue/index.ts';
import { createTownService } from '../modules/town/index.ts';
import { renderTownPhoto } from './pictures/town-photo.ts';
import { DEMO_TOWN } from './demo-profile.ts';
import { seedTown, type Executor, type SeedOptions, type SeedResult } from './seed-town.ts';
import { seedDemoWebcams } from './webcams.ts';

/*
 * The demo town as the product runs it (npm run seed, the first start): its listings, each
 * with its first revision, and the people who run them (docs/listings.md#roles): one owner per
 * kind of business, who runs all of the town's listings of that kind, the town hall's admin and
 * a plain visitor. The accounts are only for trying the product locally: never made in production.
 */

/**
 * The one password of every demo account, documented in the README. Fine for a demo on one's
 * own machine, and only there: the accounts are never made with NODE_ENV=production.
 */
export const DEMO_PASSWORD = 'Portalba-Demo-2025';

export interface DemoAccount {
  email: string;
  name: string;
  role: Role;
  language: Language;
}

const account = (local: string, name: string, role: Role, language: Language): DemoAccount => ({
  email: `${local}@demo.costaguia.example`,
  name,
  role,
  language,
});

/** Who runs each kind of business in the demo town. */
export const DEMO_OWNERS: Record<AssetType, DemoAccount> = {
  property: account('vicent.llopis', 'Vicent Llopis Sanchis', 'owner', 'ca'),
  hotel: account('amparo.ribes', 'Amparo Ribes Bataller', 'owner', 'es'),
  'real-estate': account('josep.miralles', 'Josep Miralles Ferrando', 'owner', 'ca'),
  eat: account('carmen.soler', 'Carmen Soler Peiró', 'owner', 'es'),
  store: account('neus.bertomeu', 'Neus Bertomeu Pastor', 'owner', 'ca'),
  activity: account('pau.estruch', 'Pau Estruch Mora', 'owner', 'ca'),
  service: account('lucia.navarro', 'Lucía Navarro Gil', 'owner', 'es'),
};

export const DEMO_ADMIN = account('admin', 'Ajuntament de Portalba', 'admin', 'ca');
export const DEMO_USER = account('maria.garcia', 'María García López', 'user', 'es');

/** Every demo account: the admin first, then the owners, then the visitor. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [DEMO_ADMIN, ...Object.values(DEMO_OWNERS), DEMO_USER];

/**
 * Makes the demo accounts, or puts them back as they were (role, name, password, unlocked,
 * address verified): a reset gives the same sign-ins. Returns each kind's owner id.
 */
async function upsertDemoAccounts(
  db: Executor,
  hashed: (DemoAccount & { passwordHash: string })[],
): Promise<Record<AssetType, string>> {
  const rows = await db
    .insert(users)
    // Their mailboxes are nobody's, yet they must act as the verified accounts they stand for.
    .values(hashed.map((account) => ({ ...account, emailVerifiedAt: sql`now()` })))
    .onConflictDoUpdate({
      target: users.email,
      set: {
        name: sql`excluded.name`,
        role: sql`excluded.role`,
        language: sql`excluded.language`,
        passwordHash: sql`excluded.password_hash`,
        lockedAt: null,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: new Date(),
      },
    })
    .returning({ id: users.id, email: users.email });
  const idOf = new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));
  return Object.fromEntries(
    Object.entries(DEMO_OWNERS).map(([type, owner]) => [type, idOf.get(owner.email)!]),
  ) as Record<AssetType, string>;
}

export interface DemoTownOptions extends Omit<SeedOptions, 'listings'> {
  /** Make the demo accounts and give them the listings: never in production, their password is public. */
  demoAccounts: boolean;
}

/**
 * Seeds the demo town (seedTown), each listing with its first revision: what the catalogue
 * tables hold, read by the catalogue's writer; with the demo accounts when asked.
 */
export async function seedDemoTown(
  db: Database,
  dataDir: string,
  { demoAccounts, ...options }: DemoTownOptions,
): Promise<SeedResult & { demoAccounts: boolean }> {
  // Hashing is slow on purpose: done before the seed's transaction.
  const hashed = demoAccounts
    ? await Promise.all(DEMO_ACCOUNTS.map(async (a) => ({ ...a, passwordHash: await hashPassword(DEMO_PASSWORD) })))
    : undefined;
  const writer = createCatalogueWriter({ db });
  const result = await seedTown(db, dataDir, {
    ...options,
    listings: {
      owners: hashed && ((tx) => upsertDemoAccounts(tx, hashed)),
      readContent: (assetId, tx) => writer.readContent(assetId, tx),
    },
  });
  // The town's cameras come with it, as an admin would have kept them.
  if (result.seeded) await seedDemoWebcams(db);
  return { ...result, demoAccounts: result.seeded && demoAccounts };
}

/**
 * Writes the demo town's profile unless the site has one already (an admin's is never
 * overwritten); answers whether it wrote it.
 */
export async function seedDemoProfile(
  db: Database,
  config: Pick<AppConfig, 'contactEmail' | 'dataDir'>,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const town = createTownService({ db, config, log });
  const wrote = await town.initialise(structuredClone(DEMO_TOWN));
  // The landing page opens on the town's photograph: the demo town's is drawn, as its listings' pictures are.
  if (wrote) await town.setPicture(null, 'photo', await renderTownPhoto(DEMO_TOWN.name));
  return wrote;
}
