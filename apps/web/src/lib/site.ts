import { createContext, useContext } from 'react';

/**
 * What the page needs to know about the site as visitors reach it: its origin
 * (`https://…`, the server's PUBLIC_URL), for canonical links, hreflang alternates,
 * Open Graph and JSON-LD, which must be absolute. The server provides it while
 * rendering and writes it into the page; the browser reads it back when hydrating.
 */
export interface Site {
  origin: string;
}

export const SiteContext = createContext<Site>({
  origin: typeof window !== 'undefined' ? window.location.origin : 'http://localhost',
});

export function useSite(): Site {
  return useContext(SiteContext);
}

/** An absolute address on this site for a path such as `/es/assets/asset/12`. */
export function useAbsoluteUrl(): (path: string) => string {
  const { origin } = useSite();
  return (path: string) => new URL(path, origin).toString();
}
