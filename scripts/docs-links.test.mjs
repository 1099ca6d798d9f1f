// Every link between the repository's documents, and every docs/….md(#section) a source file
// cites, must lead somewhere: the file exists and the section is a heading of it. A reader who
// follows a comment to a rule finds the rule (docs/development.md#tests).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './web-build.mjs';

/**
 * GitHub's anchor for a heading's text, as the github-slugger package writes it: lower case,
 * every character but letters, digits, marks, `_`, `-` and spaces removed, each space a `-`.
 */
export function githubSlug(text) {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** A heading's text as GitHub renders it: no code marks, emphasis, link targets or HTML tags. */
function headingText(markdown) {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .replace(/(^|\s)_+|_+(\s|$)/g, '$1$2')
    .trim();
}

/** The lines of a Markdown file outside fenced code blocks, with their 1-based numbers. */
function proseLines(markdown) {
  const lines = [];
  let fence = null;
  markdown.split('\n').forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return;
    }
    if (fence === null) lines.push({ text: line, number: index + 1 });
  });
  return lines;
}

/** The anchors a Markdown file offers: its headings' slugs (repeats get -1, -2…) and `<a id>`s. */
export function markdownAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  for (const { text } of proseLines(markdown)) {
    for (const [, id] of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id);
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(text);
    if (!heading) continue;
    let slug = githubSlug(headingText(heading[1]));
    const base = slug;
    while (anchors.has(slug)) {
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      slug = `${base}-${count}`;
    }
    anchors.add(slug);
  }
  return anchors;
}

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && !file.split('/').includes('node_modules') && existsSync(join(ROOT, file)));
// The town's starter pages (apps/api/src/modules/pages/templates) are page texts, not documents of
// the repository: their links are the site's paths (/es/info/privacy).
const PAGE_TEMPLATES = 'apps/api/src/modules/pages/templates/';
const markdownFiles = tracked.filter((file) => file.endsWith('.md') && !file.startsWith(PAGE_TEMPLATES));
const TEXT_SOURCE = /\.(ts|tsx|mts|mjs|cjs|js|jsx|sql|css|html|json|yaml|yml|conf|service|example)$|Dockerfile$/;
const sourceFiles = tracked.filter((file) => TEXT_SOURCE.test(file) && !file.endsWith('package-lock.json'));

const anchorsByFile = new Map();
function anchorsOf(file) {
  if (!anchorsByFile.has(file)) anchorsByFile.set(file, markdownAnchors(readFileSync(join(ROOT, file), 'utf8')));
  return anchorsByFile.get(file);
}

/** Why a link from `from` to repository path `target` (and `anchor`) leads nowhere, or null. */
function brokenBecause(target, anchor) {
  if (target.startsWith('..') || !existsSync(join(ROOT, target))) return `${target} does not exist`;
  if (anchor && target.endsWith('.md') && !anchorsOf(target).has(anchor)) return `${target} has no #${anchor}`;
  return null;
}

/** A citation of a document from the repository's root: docs/….md, bench/….md or README.md. */
const ROOT_CITATION = /(?<![\w./@-])((?:docs|bench)\/[\w./-]*\.md|README\.md)(?:#([\w-]+))?/g;

function citationProblems(file, lines) {
  const problems = [];
  for (const { text, number } of lines) {
    for (const [, target, anchor] of text.matchAll(ROOT_CITATION)) {
      const why = brokenBecause(target, anchor);
      if (why) problems.push(`${file}:${number}: ${why}`);
    }
  }
  return problems;
}

/** Drops inline code spans, so a link written as code is not followed. */
const withoutCode = (text) => text.replace(/(`+)[^`]*?\1/g, '');

function markdownProblems(file) {
  const problems = [];
  const lines = proseLines(readFileSync(join(ROOT, file), 'utf8'));
  for (const { text, number } of lines) {
    const prose = withoutCode(text);
    const targets = [
      ...[...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]),
      ...[...prose.matchAll(/^\s*\[[^\]]+\]:\s+<?(\S+?)>?(?:\s|$)/g)].map((match) => match[1]),
      ...[...prose.matchAll(/\bhref="([^"]+)"/g)].map((match) => match[1]),
    ];
    for (const link of targets) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) continue;
      const [path, anchor] = decodeURI(link).split('#');
      const target = path ? normalize(relative(ROOT, join(ROOT, dirname(file), path))) : file;
      const why = brokenBecause(target.replace(/\/$/, ''), anchor);
      if (why) problems.push(`${file}:${number}: [${link}] ${why}`);
    }
  }
  // Citations in the prose (`docs/architecture.md#backups`), leaving out the links read above.
  const prose = lines.map(({ text, number }) => ({ text: text.replace(/\]\([^)]*\)/g, ']'), number }));
  return [...problems, ...citationProblems(file, prose)];
}

describe('githubSlug', () => {
  it('writes the anchors GitHub gives headings', () => {
    expect(githubSlug('Calendar sync')).toBe('calendar-sync');
    expect(githubSlug('JavaScript budget: 150 KB compressed on the landing page')).toBe(
      'javascript-budget-150-kb-compressed-on-the-landing-page',
    );
    expect(githubSlug('Caching and ETags')).toBe('caching-and-etags');
    expect(githubSlug('Search engines & sharing')).toBe('search-engines--sharing');
    expect(githubSlug('Blocks and held nights (hosts)')).toBe('blocks-and-held-nights-hosts');
    expect(githubSlug('Costa Guía: the coastal-town guide')).toBe('costa-guía-the-coastal-town-guide');
    expect(githubSlug('snake_case and x.y')).toBe('snake_case-and-xy');
    expect(githubSlug('Page weight (2026-11-24)')).toBe('page-weight-2026-11-24');
  });

  it('numbers repeated headings, ignores code blocks and strips inline Markdown', () => {
    const anchors = markdownAnchors(
      [
        '# Backups',
        '```sh',
        '# not a heading',
        '```',
        '## Backups',
        '### Backups',
        '## The `rental_nights` table',
        '## See [rules](rules.md#x) ##',
        '<a id="kept-id"></a>',
      ].join('\n'),
    );
    expect([...anchors]).toEqual([
      'backups',
      'backups-1',
      'backups-2',
      'the-rental_nights-table',
      'see-rules',
      'kept-id',
    ]);
  });
});

describe('links between documents', () => {
  it('finds the Markdown files and the sources it checks', () => {
    expect(markdownFiles).toContain('README.md');
    expect(markdownFiles).toContain('docs/rules.md');
    expect(sourceFiles).toContain('apps/api/src/app.ts');
  });

  it('every relative link and #section in a Markdown file leads to a file and a heading that exist', () => {
    expect(markdownFiles.flatMap(markdownProblems)).toEqual([]);
  });

  it('every docs/….md#section cited in a source file exists', () => {
    const problems = sourceFiles.flatMap((file) =>
      citationProblems(
        file,
        readFileSync(join(ROOT, file), 'utf8')
          .split('\n')
          .map((text, index) => ({ text, number: index + 1 })),
      ),
    );
    expect(problems).toEqual([]);
  });
});
