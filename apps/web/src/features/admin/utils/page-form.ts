import type { TFunction } from 'i18next';
import { SUPPORTED_LANGUAGES, type Language } from '@town/shared/languages';
import { pageSlugSchema, pageTextSchema } from '@town/shared/town';
import type { PageTexts } from './page-diff.ts';

/** The page form's values: a slug (for a new page), and a title and a Markdown body per language. */
export interface PageFormValues {
  slug: string;
  texts: Record<Language, { title: string; body: string }>;
}

/** The slug of the path that makes a new page: no page can have it. */
export const NEW_PAGE = 'new';

/** The largest title and body the API takes (pageTextSchema). */
export const PAGE_LIMITS = { title: 120, body: 100_000, slug: 60 } as const;

export function pageFormValues(slug: string, texts: PageTexts): PageFormValues {
  return {
    slug,
    texts: Object.fromEntries(
      SUPPORTED_LANGUAGES.map((lang) => [lang, { title: texts[lang]?.title ?? '', body: texts[lang]?.body ?? '' }]),
    ) as PageFormValues['texts'],
  };
}

/** Whether a language has anything written in the form. */
export const isWritten = (text: { title: string; body: string }) => text.title.trim() !== '' || text.body.trim() !== '';

/** The texts the form sends (PUT /api/v1/admin/pages/{slug}): only the languages written. */
export function toPageTexts(values: PageFormValues): PageTexts {
  return Object.fromEntries(
    SUPPORTED_LANGUAGES.filter((lang) => isWritten(values.texts[lang])).map((lang) => [
      lang,
      { title: values.texts[lang].title.trim(), body: values.texts[lang].body },
    ]),
  );
}

export interface PageFormIssue {
  name: string;
  message: string;
}

/**
 * The form's problems, each on its field in the page's language: a new page's slug (its form,
 * and that no other page has it), a title for every language written, the API's limits, and
 * at least one language.
 */
export function pageFormIssues(
  t: TFunction<'adminPages'>,
  values: PageFormValues,
  {
    isNew,
    taken,
    first,
  }: {
    isNew: boolean;
    taken: readonly string[];
    /** Where "write at least one language" is said: the first tab. */
    first: Language;
  },
): PageFormIssue[] {
  const issues: PageFormIssue[] = [];
  if (isNew) {
    const slug = values.slug.trim();
    if (slug === '') issues.push({ name: 'slug', message: t('errors.slugRequired') });
    else if (slug.length > PAGE_LIMITS.slug)
      issues.push({ name: 'slug', message: t('errors.slugLong', { max: PAGE_LIMITS.slug }) });
    else if (!pageSlugSchema.safeParse(slug).success) issues.push({ name: 'slug', message: t('errors.slugForm') });
    else if (slug === NEW_PAGE || taken.includes(slug)) issues.push({ name: 'slug', message: t('errors.slugTaken') });
  }
  let written = 0;
  for (const lang of SUPPORTED_LANGUAGES) {
    const text = values.texts[lang];
    if (!isWritten(text)) continue;
    written += 1;
    const checked = pageTextSchema.safeParse({ title: text.title, body: text.body });
    if (checked.success) continue;
    for (const issue of checked.error.issues) {
      const field = issue.path[0] === 'body' ? 'body' : 'title';
      const name = `texts.${lang}.${field}`;
      if (issues.some((known) => known.name === name)) continue;
      const message =
        field === 'title'
          ? text.title.trim() === ''
            ? t('errors.titleRequired')
            : t('errors.titleLong', { max: PAGE_LIMITS.title })
          : t('errors.bodyLong', { max: PAGE_LIMITS.body });
      issues.push({ name, message });
    }
  }
  if (written === 0) issues.push({ name: `texts.${first}.title`, message: t('errors.noLanguage') });
  return issues;
}
