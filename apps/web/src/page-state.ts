import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { InlineTexts } from './lib/i18n.ts';
import type { Site } from './lib/site.ts';

/**
 * What the server writes into each page for the browser to start from
 * (docs/decisions/013-server-rendering.md): the texts the page shows, the site's
 * address, and for a server-rendered page its query cache and router data.
 */
export interface PageState {
  texts: InlineTexts;
  site: Site;
  /** False for pages the browser renders by itself (private pages). */
  rendered: boolean;
  query?: DehydratedState;
  router?: HydrationState;
  /** Set when the page is rendered as islands (docs/decisions/021-islands.md): its route's pattern. */
  islands?: { pattern: string };
}

/** The id of the `<script type="application/json">` holding the page's state. */
export const PAGE_STATE_ID = 'page-state';

/** The state the server wrote into this page, if it wrote one (not in the offline shell). */
export function readPageState(): PageState | undefined {
  const element = document.getElementById(PAGE_STATE_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageState) : undefined;
}
