import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@town/shared/languages';
import { createTestI18n, withTexts } from '../../../test/render.tsx';
import { useListingResolver } from '../hooks/use-listing-resolver.ts';
import { emptyValues, toContent, type EditorValues } from '../utils/editor-values.ts';
import { TextsEditor } from './texts-editor.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en', ['owner']);
});
afterEach(cleanup);

function Texts({ onValues }: { onValues: (values: EditorValues) => void }) {
  const form = useForm<EditorValues>({
    resolver: useListingResolver(),
    defaultValues: emptyValues('eat'),
    mode: 'onTouched',
  });
  const [lang, setLang] = useState<Language>('en');
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValues, () => onValues(form.getValues()))}>
        <TextsEditor type="eat" active={lang} onActiveChange={setLang} />
        <button type="submit">check</button>
      </form>
    </FormProvider>
  );
}

function renderTexts() {
  const seen: EditorValues[] = [];
  render(<Texts onValues={(values) => seen.push(values)} />, { wrapper: withTexts(i18n) });
  return {
    check: async () => {
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'check' })));
      return seen.at(-1)!;
    },
  };
}

const tabs = () => screen.getByRole('tablist', { name: 'Languages of the texts' });
const tab = (code: string) => within(tabs()).getByRole('tab', { name: new RegExp(`^${code}`) });
/** A field by its label, "Name (Spanish)" also when the label marks it required ("Name (Spanish) *"). */
const field = (label: string) => screen.getByLabelText(label, { exact: false });
const type = (label: string, value: string) => act(async () => fireEvent.change(field(label), { target: { value } }));

describe('the texts editor', () => {
  it('has a tab per language, each saying whether it is complete, Spanish marked as required', () => {
    renderTexts();
    expect(within(tabs()).getAllByRole('tab')).toHaveLength(9);
    expect(tab('ES').textContent).toContain('Spanish, incomplete (required)');
    expect(tab('GL').textContent).toContain('Galician, incomplete');
    expect(tab('EN').getAttribute('aria-selected')).toBe('true');
    // The fields are those of the tab's language and of a place to eat's page sections.
    for (const label of ['Name (English)', 'Summary (English)', 'The cooking (English)', 'The chef (English)']) {
      expect(screen.getByLabelText(label).getAttribute('lang')).toBe('en');
    }
  });

  it('marks a language complete once its name, summary and every section are written', async () => {
    renderTexts();
    await act(async () => fireEvent.click(tab('ES')));
    await type('Name (Spanish)', 'Casa Amparo');
    await type('Summary (Spanish)', 'Arroces junto al puerto.');
    for (const section of ['About the place', 'The cooking', 'The space', 'The chef', 'The team']) {
      await type(`${section} (Spanish)`, 'Texto.');
    }
    expect(tab('ES').getAttribute('data-state')).toBe('missing');
    await type('Location and how to get there (Spanish)', 'En el puerto.');
    expect(tab('ES').getAttribute('data-state')).toBe('complete');
    expect(tab('ES').textContent).toContain('Spanish, complete');
  });

  it('shows a problem on its language’s tab and field, with what to do', async () => {
    const { check } = renderTexts();
    await act(async () => fireEvent.click(tab('GL')));
    await type('Summary (Galician)', 'Arroces xunto ao porto.');
    const values = await check();
    // Spanish is required; a language begun needs its name.
    expect(toContent(values).content.texts).toEqual({
      gl: { name: '', summary: 'Arroces xunto ao porto.', sections: {} },
    });
    expect(tab('GL').getAttribute('data-state')).toBe('problem');
    expect(tab('ES').getAttribute('data-state')).toBe('problem');
    expect(screen.getByLabelText('Name (Galician)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the name in this language, or leave all its fields empty.')).toBeTruthy();
    await act(async () => fireEvent.click(tab('ES')));
    expect(screen.getByText('The name in Spanish is required.')).toBeTruthy();
  });
});
