import { diffLines } from 'diff';
import { SUPPORTED_LANGUAGES, type Language } from '@town/shared/languages';

/** A page's texts per language, as the API keeps them. */
export type PageTexts = Partial<Record<Language, { title: string; body: string }>>;

/** A line of the comparison: in both texts, only in the earlier version, or only in the current text. */
export type DiffLine =
  | { kind: 'both'; text: string }
  | { kind: 'revision'; text: string }
  | { kind: 'current'; text: string }
  /** A run of unchanged lines left out, between changes. */
  | { kind: 'skipped'; count: number };

/** Unchanged lines kept around each change, so it can be found in the text. */
const CONTEXT = 2;

/** A line-by-line comparison of an earlier version with the current text, long unchanged runs folded. */
export function lineDiff(revision: string, current: string): DiffLine[] {
  const lines: DiffLine[] = diffLines(revision, current).flatMap((part) => {
    const kind = part.added ? 'current' : part.removed ? 'revision' : 'both';
    return part.value
      .replace(/\n$/, '')
      .split('\n')
      .map((text) => ({ kind, text }) as DiffLine);
  });
  const changed = lines.map((line) => line.kind !== 'both');
  const near = (index: number) => changed.some((isChanged, at) => isChanged && Math.abs(at - index) <= CONTEXT);
  const folded: DiffLine[] = [];
  for (const [index, line] of lines.entries()) {
    if (line.kind !== 'both' || near(index)) {
      folded.push(line);
      continue;
    }
    const last = folded.at(-1);
    if (last?.kind === 'skipped') last.count += 1;
    else folded.push({ kind: 'skipped', count: 1 });
  }
  return folded;
}

export interface LanguageComparison {
  lang: Language;
  /** The title of each, when they differ. */
  title?: { revision: string; current: string };
  body: DiffLine[];
  /** Whether anything differs in this language. */
  changed: boolean;
}

/** The comparison of an earlier version with the current texts, language by language (only those either has). */
export function compareTexts(revision: PageTexts, current: PageTexts): LanguageComparison[] {
  return SUPPORTED_LANGUAGES.filter((lang) => revision[lang] || current[lang]).map((lang) => {
    const before = revision[lang] ?? { title: '', body: '' };
    const now = current[lang] ?? { title: '', body: '' };
    const title = before.title === now.title ? undefined : { revision: before.title, current: now.title };
    const body = lineDiff(before.body, now.body);
    return { lang, title, body, changed: title !== undefined || before.body !== now.body };
  });
}
