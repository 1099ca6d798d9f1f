import type { Language } from '@town/shared/languages';
import { ca } from './ca.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { eu } from './eu.ts';
import { fr } from './fr.ts';
import { gl } from './gl.ts';
import { it } from './it.ts';
import { pt } from './pt.ts';

/**
 * The demo town's own About page, as its town hall's admins would have written it over the
 * starter template (docs/pages.md): Markdown per language, the title apart. The town's name and
 * contacts are the profile's placeholders, so the page follows the profile (demo-profile.ts);
 * the places it names are the seed's own (places.ts). The type makes a missing language a
 * compile error.
 */
export const DEMO_ABOUT_PAGE: Record<Language, { title: string; body: string }> = {
  es,
  ca,
  eu,
  gl,
  en,
  fr,
  de,
  it,
  pt,
};
