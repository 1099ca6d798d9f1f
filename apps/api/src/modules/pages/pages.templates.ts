import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_LANGUAGES } from '@town/shared/languages';
import type { PageWrite, STARTER_PAGES } from '@town/shared/town';

/**
 * The starter pages' templates: `templates/{lang}/{slug}.md`, one per starter page and language,
 * read beside this file (the production build points import.meta back at the sources, and the
 * image copies the folder). Each file's first line is the title (`# …`), the rest the body.
 * They name no town: everything that differs between towns is a placeholder.
 */
export const TEMPLATES_DIR = join(import.meta.dirname, 'templates');

export type StarterPage = (typeof STARTER_PAGES)[number];
type PageText = NonNullable<PageWrite['texts'][keyof PageWrite['texts']]>;

/** A template file's title and body. */
export function parseTemplate(source: string): PageText {
  const [first = '', ...rest] = source.replace(/^\uFEFF/, '').split('\n');
  const title = /^#\s+(.+)$/.exec(first.trim())?.[1]?.trim();
  if (!title) throw new Error('A page template starts with its title as a "# " heading');
  return { title, body: `${rest.join('\n').trim()}\n` };
}

/** One starter page's texts in every language, as its templates write them. */
export function starterTexts(slug: StarterPage): PageWrite['texts'] {
  return Object.fromEntries(
    SUPPORTED_LANGUAGES.map((lang) => [
      lang,
      parseTemplate(readFileSync(join(TEMPLATES_DIR, lang, `${slug}.md`), 'utf8')),
    ]),
  );
}
