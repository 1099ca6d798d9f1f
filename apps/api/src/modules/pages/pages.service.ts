import { isDeepStrictEqual } from 'node:util';
import { ERROR_CODES } from '@town/shared/error-codes';
import { SUPPORTED_LANGUAGES, type Language } from '@town/shared/languages';
import {
  pageSlugSchema,
  REQUIRED_PAGES,
  STARTER_PAGES,
  type PageWrite,
  type TownPage,
  type TownProfile,
} from '@town/shared/town';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { AuditService } from '../audit/index.ts';
import type { CatalogueRevision } from '../catalogue/index.ts';
import { fillPlaceholders, renderPage } from './pages.markdown.ts';
import { placeholderValues } from './pages.placeholders.ts';
import {
  deletePage,
  findPage,
  findRevision,
  hasPages,
  insertPage,
  latestRevision,
  listPages,
  listRevisions,
  lockPages,
  updatePageTexts,
  type PageRow,
  type PageTexts,
  type RevisionRow,
} from './pages.repository.ts';
import { starterTexts } from './pages.templates.ts';

/** GET /api/v1/admin/pages/{slug}: a page as admins edit it (Markdown). */
export interface AdminPage {
  slug: string;
  required: boolean;
  texts: PageTexts;
  updatedAt: string;
}

export interface PageRevision {
  id: string;
  createdAt: string;
  author: { id: string; name: string } | null;
  texts: PageTexts;
}

/** A page for the sitemap: its slug, the languages it has a text in, and its last change. */
export interface ListedPage {
  slug: string;
  languages: Language[];
  updatedAt: string;
}

interface Deps {
  db: Database;
  audit: AuditService;
  accounts: Pick<AccountsService, 'profilesOf'>;
  /** The town's profile as it is now (the town module's): pages' placeholders and languages come from it. */
  getProfile: () => Promise<TownProfile>;
  /**
   * The catalogue's revision, which every change to the pages bumps (migration 0018): after a
   * write this process catches up at once, so its next answer shows the change (the other
   * processes hear of it by NOTIFY). Without it (scripts), answers are not cached anyway.
   */
  revision?: Pick<CatalogueRevision, 'catchUp'>;
}

const isRequired = (slug: string) => (REQUIRED_PAGES as readonly string[]).includes(slug);

/** The web's path of a page in a language. */
export const pageHref = (lang: Language, slug: string) => `/${lang}/info/${slug}`;

const languagesOf = (texts: PageTexts): Language[] => SUPPORTED_LANGUAGES.filter((lang) => texts[lang] !== undefined);

const adminPageOf = (row: PageRow): AdminPage => ({
  slug: row.slug,
  required: row.required,
  texts: row.texts,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The language a visitor asked for when the town offers it, else the town's default. A language
 * the town does not offer has no pages (docs/pages.md#languages): its visitors read the default.
 */
function shownLanguage(profile: TownProfile, asked: string | undefined): Language {
  const offered = profile.languages.find((lang) => lang === asked);
  return offered ?? profile.defaultLanguage;
}

/**
 * The language a page is read in: the shown language if the page has a text in it, else the
 * town's default, else the first offered language it has, else any.
 */
function textLanguage(profile: TownProfile, texts: PageTexts, shown: Language): Language | undefined {
  const order = [shown, profile.defaultLanguage, ...profile.languages, ...SUPPORTED_LANGUAGES];
  return order.find((lang) => texts[lang] !== undefined);
}

/**
 * The town's info and legal pages (docs/pages.md): Markdown per language written by admins,
 * every save a revision, shown as sanitised HTML with the profile's details and the product's
 * rules filled in at the moment it is shown.
 */
export function createPagesService({ db, audit, accounts, getProfile, revision }: Deps) {
  /** Runs a write, then makes this process's caches follow it at once. */
  async function written<T>(write: () => Promise<T>): Promise<T> {
    const result = await write();
    await revision?.catchUp();
    return result;
  }

  /** A page's texts as visitors read them in `lang`. */
  function rendered(row: PageRow, profile: TownProfile, shown: Language): TownPage {
    const lang = textLanguage(profile, row.texts, shown) ?? shown;
    const text = row.texts[lang] ?? { title: row.slug, body: '' };
    const values = placeholderValues(profile, lang);
    return {
      slug: row.slug,
      lang,
      title: fillPlaceholders(text.title, values),
      body: renderPage(text.body, values),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /**
   * Saves a page's texts as a new revision (a new slug is a new page, at the end of the footer's
   * order), audited when an admin saves; texts equal to the current ones change nothing.
   */
  async function save(
    actorId: string | null,
    slug: string,
    texts: PageTexts,
    audited: { action: string; restoredFrom?: string } = { action: 'page.save' },
  ): Promise<{ page: AdminPage; created: boolean }> {
    return written(() =>
      db.transaction(async (tx) => {
        const before = await findPage(tx, slug, true);
        if (before && isDeepStrictEqual(before.texts, texts)) return { page: adminPageOf(before), created: false };
        const previous = before && (await latestRevision(tx, slug));
        const { page, revision } = before
          ? await updatePageTexts(tx, slug, texts, actorId)
          : await insertPage(tx, { slug, required: isRequired(slug), texts }, actorId);
        if (actorId) {
          await audit.record(
            {
              actorId,
              action: before ? audited.action : 'page.create',
              targetType: 'page',
              targetId: slug,
              // The texts themselves are in the revisions: the entry names them.
              before: before ? { revisionId: previous?.id ?? null, languages: languagesOf(before.texts) } : null,
              after: {
                revisionId: revision.id,
                languages: languagesOf(texts),
                ...(audited.restoredFrom ? { restoredFrom: audited.restoredFrom } : {}),
              },
            },
            tx,
          );
        }
        return { page: adminPageOf(page), created: !before };
      }),
    );
  }

  async function revisionsOf(rows: RevisionRow[]): Promise<PageRevision[]> {
    const authors = await accounts.profilesOf(rows.flatMap((row) => (row.authorId ? [row.authorId] : [])));
    return rows.map((row) => {
      const author = row.authorId ? authors.get(row.authorId) : undefined;
      return {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        author: row.authorId && author ? { id: row.authorId, name: author.name } : null,
        texts: row.texts,
      };
    });
  }

  return {
    /**
     * A site without pages (a fresh database, seeded or not) gets the starter pages from the
     * templates, each with the template as its first revision (no author). Run at start-up,
     * under a lock, so processes starting together write them once; a site that has any page
     * is left alone. Whether it wrote them.
     */
    async ensureStarterPages(): Promise<boolean> {
      if (await hasPages(db)) return false;
      return written(() =>
        db.transaction(async (tx) => {
          await lockPages(tx);
          if (await hasPages(tx)) return false;
          for (const [position, slug] of STARTER_PAGES.entries()) {
            await insertPage(tx, { slug, required: isRequired(slug), texts: starterTexts(slug), position }, null);
          }
          return true;
        }),
      );
    },

    /** GET /api/v1/pages: every page's title in the visitor's language (or the default), in the footer's order. */
    async list(asked: string | undefined): Promise<{ items: { slug: string; title: string; href: string }[] }> {
      const [profile, rows] = await Promise.all([getProfile(), listPages(db)]);
      const shown = shownLanguage(profile, asked);
      return {
        items: rows.map((row) => {
          const lang = textLanguage(profile, row.texts, shown);
          const title = lang ? fillPlaceholders(row.texts[lang]!.title, placeholderValues(profile, lang)) : row.slug;
          return { slug: row.slug, title, href: pageHref(shown, row.slug) };
        }),
      };
    },

    /** GET /api/v1/pages/{slug}: the page as visitors read it; 404 for a slug no page has. */
    async page(slug: string, asked: string | undefined): Promise<TownPage> {
      if (!pageSlugSchema.safeParse(slug).success) throw notFound('No such page');
      const [profile, row] = await Promise.all([getProfile(), findPage(db, slug)]);
      if (!row) throw notFound('No such page');
      return rendered(row, profile, shownLanguage(profile, asked));
    },

    /** Every page, the languages it is written in and its last change: for the sitemap. */
    async listPages(): Promise<ListedPage[]> {
      return (await listPages(db)).map((row) => ({
        slug: row.slug,
        languages: languagesOf(row.texts),
        updatedAt: row.updatedAt.toISOString(),
      }));
    },

    /** GET /api/v1/admin/pages: every page with its Markdown, in the footer's order. */
    async adminList(): Promise<AdminPage[]> {
      return (await listPages(db)).map(adminPageOf);
    },

    async adminPage(slug: string): Promise<AdminPage> {
      const row = await findPage(db, slug);
      if (!row) throw notFound('No such page');
      return adminPageOf(row);
    },

    /** PUT /api/v1/admin/pages/{slug}: the page's texts, every language it has (one left out is removed). */
    save: (actorId: string | null, slug: string, texts: PageWrite['texts']) => save(actorId, slug, texts),

    /** DELETE /api/v1/admin/pages/{slug}: gone with its revisions; a page the law requires: 409. */
    async remove(actorId: string, slug: string): Promise<void> {
      await written(() =>
        db.transaction(async (tx) => {
          const page = await findPage(tx, slug, true);
          if (!page) throw notFound('No such page');
          if (page.required) {
            throw conflict(ERROR_CODES.pageRequired, 'The law requires this page: change it, it cannot be deleted');
          }
          await deletePage(tx, slug);
          // Its revisions go with it: the entry keeps its last texts, so nothing is lost for good.
          await audit.record(
            { actorId, action: 'page.delete', targetType: 'page', targetId: slug, before: { texts: page.texts } },
            tx,
          );
        }),
      );
    },

    /** GET /api/v1/admin/pages/{slug}/revisions: newest first, each with its author and texts. */
    async revisions(slug: string): Promise<PageRevision[]> {
      if (!(await findPage(db, slug))) throw notFound('No such page');
      return revisionsOf(await listRevisions(db, slug));
    },

    /** POST …/revisions/{id}/restore: the revision's texts saved again, as a new revision. */
    async restore(actorId: string, slug: string, revisionId: string): Promise<AdminPage> {
      const revision = await findRevision(db, slug, revisionId);
      if (!revision) throw notFound('No such revision of this page');
      return (await save(actorId, slug, revision.texts, { action: 'page.restore', restoredFrom: revisionId })).page;
    },

    /** Markdown as the page would show it in `lang` now: for the editor's preview. */
    async preview(lang: Language, text: { title: string; body: string }): Promise<{ title: string; body: string }> {
      const values = placeholderValues(await getProfile(), lang);
      return { title: fillPlaceholders(text.title, values), body: renderPage(text.body, values) };
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
