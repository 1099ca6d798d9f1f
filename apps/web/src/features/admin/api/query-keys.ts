import type { QueryClient } from '@tanstack/react-query';

/** The admin feature's query keys: one place builds them, for queries and for invalidations alike. */
export const adminKeys = {
  all: ['admin'] as const,
  review: () => [...adminKeys.all, 'review'] as const,
  revisions: (id: string) => [...adminKeys.all, 'revisions', id] as const,
  listings: () => [...adminKeys.all, 'listings'] as const,
  listingsPage: (query: { q: string; status: string; page: number }) => [...adminKeys.listings(), query] as const,
  applications: () => [...adminKeys.all, 'applications'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  usersMatching: (q: string) => [...adminKeys.users(), q] as const,
  messages: () => [...adminKeys.all, 'messages'] as const,
  messagesHandled: (handled: boolean) => [...adminKeys.messages(), handled] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  /** The town's cameras as admins keep them (GET /api/v1/admin/webcams). */
  webcams: () => [...adminKeys.all, 'webcams'] as const,
  /** The town's profile as the admin edits it (GET /api/v1/town). */
  town: () => [...adminKeys.all, 'town'] as const,
  pages: () => [...adminKeys.all, 'pages'] as const,
  page: (slug: string) => [...adminKeys.pages(), 'page', slug] as const,
  pageRevisions: (slug: string) => [...adminKeys.page(slug), 'revisions'] as const,
  /** A page as visitors read it (GET /api/v1/pages/{slug}), after a save. */
  publishedPage: (slug: string, lang: string) => [...adminKeys.page(slug), 'published', lang] as const,
  /** A text as the API would render it (POST /api/v1/admin/pages/preview). */
  pagePreview: (lang: string, title: string, body: string) =>
    [...adminKeys.pages(), 'preview', lang, title, body] as const,
};

/**
 * What an admin action on a listing makes stale: the queue, the list and the audit log are
 * asked again; its revisions are only marked, for the review page that acted is being left
 * (asking again there would swap the proposal for "nothing to review" under the admin's eyes).
 */
export function invalidateListing(queryClient: QueryClient, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.review() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.listings() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.revisions(id), refetchType: 'none' }),
  ]);
}
