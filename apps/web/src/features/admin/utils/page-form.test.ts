import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../test/render.tsx';
import { compareTexts, lineDiff } from './page-diff.ts';
import { pageFormIssues, pageFormValues, toPageTexts } from './page-form.ts';

let t: TFunction<'adminPages'>;
beforeAll(async () => {
  const i18n = await createTestI18n('ca', ['adminPages']);
  t = i18n.getFixedT('ca', 'adminPages');
});

const issues = (values: ReturnType<typeof pageFormValues>, isNew = false, taken: string[] = ['about', 'privacy']) =>
  Object.fromEntries(pageFormIssues(t, values, { isNew, taken, first: 'ca' }).map((i) => [i.name, i.message]));

describe('the page form’s check, in Catalan', () => {
  it('wants a new page’s address well formed and free', () => {
    const texts = { ca: { title: 'Com arribar', body: 'En tren o en autobús.' } };
    expect(issues(pageFormValues('', texts), true)).toEqual({ slug: 'Escriu l’adreça de la pàgina.' });
    expect(issues(pageFormValues('Com Arribar', texts), true)).toEqual({
      slug: 'Fes servir només lletres minúscules, xifres i guionets solts entre elles, per exemple com-arribar.',
    });
    expect(issues(pageFormValues('com--arribar', texts), true).slug).toMatch(/^Fes servir només/);
    expect(issues(pageFormValues('privacy', texts), true)).toEqual({
      slug: 'Ja hi ha una pàgina en aquesta adreça. Tria’n una altra.',
    });
    // The path that makes new pages is no page's.
    expect(issues(pageFormValues('new', texts), true).slug).toBe(
      'Ja hi ha una pàgina en aquesta adreça. Tria’n una altra.',
    );
    expect(issues(pageFormValues('com-arribar', texts), true)).toEqual({});
    // An existing page's address is not the form's to change.
    expect(issues(pageFormValues('', texts))).toEqual({});
  });

  it('wants a title for every language written, and at least one language', () => {
    expect(issues(pageFormValues('about', { en: { title: '', body: 'Some text' } }))).toEqual({
      'texts.en.title': 'Escriu un títol per a aquest idioma o deixa també el seu text buit.',
    });
    expect(issues(pageFormValues('about', { en: { title: 'x'.repeat(121), body: '' } }))).toEqual({
      'texts.en.title': 'Escriu com a màxim 120 caràcters.',
    });
    expect(issues(pageFormValues('about', {}))).toEqual({
      'texts.ca.title': 'Escriu la pàgina almenys en un idioma.',
    });
  });

  it('sends only the languages written, titles trimmed', () => {
    const values = pageFormValues('about', { ca: { title: ' Qui som ', body: 'Text' } });
    values.texts.en = { title: '  ', body: '' };
    expect(toPageTexts(values)).toEqual({ ca: { title: 'Qui som', body: 'Text' } });
  });
});

describe('the comparison of a revision with the current text', () => {
  it('marks what each has that the other has not, line by line, folding long unchanged runs', () => {
    const same = Array.from({ length: 8 }, (_, i) => `line ${i + 1}`);
    const revision = ['# Títol', ...same, 'Telèfon antic'].join('\n');
    const current = ['# Títol', ...same, 'Telèfon nou', 'Una línia més'].join('\n');
    expect(lineDiff(revision, current)).toEqual([
      { kind: 'skipped', count: 7 },
      { kind: 'both', text: 'line 7' },
      { kind: 'both', text: 'line 8' },
      { kind: 'revision', text: 'Telèfon antic' },
      { kind: 'current', text: 'Telèfon nou' },
      { kind: 'current', text: 'Una línia més' },
    ]);
  });

  it('compares language by language, titles too, and says when nothing differs', () => {
    const compared = compareTexts(
      { ca: { title: 'Avís legal', body: 'A' }, es: { title: 'Aviso legal', body: 'B' } },
      {
        ca: { title: 'Avís legal', body: 'A' },
        es: { title: 'Aviso', body: 'B' },
        en: { title: 'Legal notice', body: 'C' },
      },
    );
    expect(compared.map(({ lang, changed, title }) => ({ lang, changed, title }))).toEqual([
      { lang: 'es', changed: true, title: { revision: 'Aviso legal', current: 'Aviso' } },
      { lang: 'ca', changed: false, title: undefined },
      { lang: 'en', changed: true, title: { revision: '', current: 'Legal notice' } },
    ]);
  });
});
