import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { townPageRevisions } from '../db/schema/town.ts';
import { createAuditService } from '../modules/audit/index.ts';
import { createPagesService } from '../modules/pages/index.ts';
import { createTownService } from '../modules/town/index.ts';
import { DEMO_ABOUT_PAGE } from './text/about/index.ts';

const ABOUT = 'about';

/**
 * Saves the demo town's own About page (text/about/) over the starter template, through the
 * pages service, as a new revision: an admin can compare it with the template and restore it.
 * Only while the page is as the product wrote it, its one revision the template; a page an
 * admin has saved, restored or deleted is theirs, and is left alone. Writes the starter pages
 * first if the site has none yet (`npm run seed` on a database no server has started on).
 * Answers whether it wrote the page.
 */
export async function seedDemoAboutPage(
  db: Database,
  config: Pick<AppConfig, 'contactEmail' | 'dataDir'>,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const town = createTownService({ db, config, log });
  const pages = createPagesService({
    db,
    audit: createAuditService({ db }),
    // The seed saves as nobody and reads no revision's author.
    accounts: { profilesOf: async () => new Map() },
    getProfile: () => town.current(),
  });
  await pages.ensureStarterPages();
  const revisions = await db
    .select({ authorId: townPageRevisions.authorId })
    .from(townPageRevisions)
    .where(eq(townPageRevisions.slug, ABOUT));
  if (revisions.length !== 1 || revisions[0]!.authorId !== null) return false;
  await pages.save(null, ABOUT, DEMO_ABOUT_PAGE);
  return true;
}
