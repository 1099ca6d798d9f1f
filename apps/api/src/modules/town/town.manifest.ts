import type { TownProfile } from '@town/shared/town';
import { logoIcons } from './town.logo.ts';

/*
 * The web app manifest (/manifest.webmanifest), made from the town's profile: what a phone shows
 * when the site is installed (docs/town.md). It used to be written at build time; it now
 * follows the profile at once, like every page.
 */

/** The page background of the light theme (the web's mui-theme.ts): the splash screen's. */
const BACKGROUND_COLOUR = '#f7f5f0';

/** The product's own round logo, for a town that has not uploaded one. */
const DEFAULT_ICONS = [180, 384, 512].map((size) => ({
  src: `/logo/logo-round-${size}.png`,
  sizes: `${size}x${size}`,
  type: 'image/png',
}));

/** A home-screen label is cut after about twelve characters: a longer name keeps its first words that fit. */
const SHORT_NAME_LENGTH = 12;

/** "Vilanova de Mar" → "Vilanova", "Sant Antoni de Portmany" → "Sant Antoni": never ending on a little word. */
function shortName(name: string): string {
  if (name.length <= SHORT_NAME_LENGTH) return name;
  const words = name.split(/\s+/);
  const kept = [words[0]!];
  for (const word of words.slice(1)) {
    if ([...kept, word].join(' ').length > SHORT_NAME_LENGTH) break;
    kept.push(word);
  }
  // "de", "la", "i", "del"…: a lower-case word of three letters or fewer only links the next.
  while (kept.length > 1 && /^\p{Ll}{1,3}$/u.test(kept.at(-1)!)) kept.pop();
  return kept.join(' ');
}

export function webManifest(profile: TownProfile) {
  const lang = profile.defaultLanguage;
  return {
    id: '/',
    name: profile.name,
    short_name: shortName(profile.name),
    description: profile.tagline?.[lang]?.trim() || profile.name,
    lang,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: profile.colour,
    background_color: BACKGROUND_COLOUR,
    categories: ['travel', 'navigation', 'weather'],
    icons: profile.logo
      ? logoIcons(profile.logo).map((icon) => ({ ...icon, purpose: 'any' }))
      : DEFAULT_ICONS.map((icon) => ({ ...icon, purpose: 'any' })),
  };
}
