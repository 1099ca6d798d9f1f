import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Language } from '@town/shared/languages';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

const renderedSchema = z.object({ title: z.string(), body: z.string() });
export type RenderedPage = z.infer<typeof renderedSchema>;

/**
 * POST /api/v1/admin/pages/preview: a title and Markdown as visitors would read them now in
 * `lang` (the API's own rendering, sanitising and placeholders); nothing is saved.
 */
export function previewPage(
  text: { lang: Language; title: string; body: string },
  signal?: AbortSignal,
): Promise<RenderedPage> {
  return apiFetch('/api/v1/admin/pages/preview', { method: 'POST', body: text, signal, schema: renderedSchema });
}

/** A title is required by the API; the preview of a text not yet titled shows the body alone. */
const UNTITLED = '…';

export const pagePreviewQueryOptions = (lang: Language, title: string, body: string) =>
  queryOptions({
    queryKey: adminKeys.pagePreview(lang, title, body),
    queryFn: ({ signal }) => previewPage({ lang, title: title.trim() || UNTITLED, body }, signal),
    // The same text renders the same until the profile changes: no need to ask twice while typing.
    staleTime: 60_000,
    // While the next rendering comes, the last one stays: the preview does not flicker.
    placeholderData: keepPreviousData,
  });

export const usePagePreview = (lang: Language, title: string, body: string) =>
  useQuery(pagePreviewQueryOptions(lang, title, body));
