import type { ImageSource } from '@town/shared/catalogue';

// A copy of srcsetAttribute ('@town/shared/catalogue'): importing it would pull zod into the page (see codes.ts).

/** `srcset` text from an image's renditions: "url 384w, url 800w, …". */
export function srcsetOf(sources: readonly ImageSource[]): string {
  return sources.map((source) => `${source.url} ${source.width}w`).join(', ');
}
