import { diffWordsWithSpace } from 'diff';

/** A run of a text: as it was on both sides, or only on this one (`removed` before, `added` after). */
export interface WordPart {
  text: string;
  mark?: 'added' | 'removed';
}

export interface WordDiff {
  /** The published text, its removed words marked. */
  before: WordPart[];
  /** The proposed text, its added words marked. */
  after: WordPart[];
}

/**
 * Below this share of its letters kept, a text is taken as rewritten: its words are not
 * marked, since marks scattered over a new text (a "the" kept here and there) help nobody.
 */
const REWRITTEN_BELOW = 1 / 3;

const letters = (text: string) => text.replace(/\s+/g, '').length;

/** Adds a run, its edge spaces unmarked (an underlined space says nothing), joined to a neighbour of its kind. */
function push(parts: WordPart[], text: string, mark: WordPart['mark']) {
  const edges = mark ? /^(\s*)([\s\S]*?)(\s*)$/.exec(text) : null;
  const runs: [string, WordPart['mark']][] = edges
    ? [
        [edges[1]!, undefined],
        [edges[2]!, mark],
        [edges[3]!, undefined],
      ]
    : [[text, undefined]];
  for (const [run, runMark] of runs) {
    if (!run) continue;
    const last = parts.at(-1);
    if (last && last.mark === runMark) last.text += run;
    else parts.push(runMark ? { text: run, mark: runMark } : { text: run });
  }
}

/**
 * Which words of a text changed (docs/listings.md#town-hall): each side whole, in its order,
 * the words only it has marked. A text mostly rewritten comes back unmarked.
 */
export function wordDiff(before: string, after: string): WordDiff {
  const changes = diffWordsWithSpace(before, after);
  const kept = changes.filter((c) => !c.added && !c.removed).reduce((sum, c) => sum + letters(c.value), 0);
  const longest = Math.max(letters(before), letters(after));
  if (longest > 0 && kept / longest < REWRITTEN_BELOW) {
    return { before: [{ text: before }], after: [{ text: after }] };
  }
  const diff: WordDiff = { before: [], after: [] };
  for (const change of changes) {
    if (!change.added) push(diff.before, change.value, change.removed ? 'removed' : undefined);
    if (!change.removed) push(diff.after, change.value, change.added ? 'added' : undefined);
  }
  return diff;
}
