import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestI18n, withTexts } from '../../../test/render.tsx';
import { useListingResolver } from '../hooks/use-listing-resolver.ts';
import { emptyValues, toContent, type EditorValues } from '../utils/editor-values.ts';
import { OpeningHoursEditor } from './opening-hours-editor.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('es', ['owner']);
});
afterEach(cleanup);

/** The hours inside the editor's own form: its check is the shared schema's. */
function Hours({ onValues }: { onValues: (values: EditorValues) => void }) {
  const form = useForm<EditorValues>({ resolver: useListingResolver(), defaultValues: emptyValues('eat') });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValues, () => onValues(form.getValues()))}>
        <OpeningHoursEditor />
        <button type="submit">check</button>
      </form>
    </FormProvider>
  );
}

function renderHours() {
  const seen: EditorValues[] = [];
  render(<Hours onValues={(values) => seen.push(values)} />, { wrapper: withTexts(i18n) });
  const check = async () => {
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'check' })));
    return seen.at(-1)!;
  };
  return { check };
}

const day = (name: string) => screen.getByRole('group', { name });

describe('the opening hours editor', () => {
  it('starts with every day closed, in the page’s language', () => {
    renderHours();
    for (const name of ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']) {
      expect(within(day(name)).getByText('Cerrado')).toBeTruthy();
      expect((within(day(name)).getByRole('switch', { name: 'Abierto' }) as HTMLInputElement).checked).toBe(false);
    }
  });

  it('opens a day, splits it into two shifts and closes it again', async () => {
    const { check } = renderHours();
    const monday = day('lunes');
    await act(async () => fireEvent.click(within(monday).getByRole('switch', { name: 'Abierto' })));
    expect((within(monday).getByLabelText('Abre') as HTMLInputElement).value).toBe('09:00');
    expect((within(monday).getByLabelText('Cierra') as HTMLInputElement).value).toBe('14:00');

    await act(async () => fireEvent.click(within(monday).getByRole('button', { name: 'Añadir un segundo turno' })));
    // Two shifts: each field says which it belongs to, and no third is offered.
    expect((within(monday).getByLabelText('Abre (turno 2)') as HTMLInputElement).value).toBe('17:00');
    expect(within(monday).queryByRole('button', { name: 'Añadir un segundo turno' })).toBeNull();
    await act(async () =>
      fireEvent.change(within(monday).getByLabelText('Cierra (turno 2)'), { target: { value: '23:30' } }),
    );

    // Saturday: a night that ends after midnight.
    const saturday = day('sábado');
    await act(async () => fireEvent.click(within(saturday).getByRole('switch', { name: 'Abierto' })));
    await act(async () => fireEvent.change(within(saturday).getByLabelText('Abre'), { target: { value: '20:00' } }));
    await act(async () => fireEvent.change(within(saturday).getByLabelText('Cierra'), { target: { value: '02:00' } }));

    expect(toContent(await check()).content.openingHours).toEqual([
      { day: 'mon', opens: '09:00', closes: '14:00' },
      { day: 'mon', opens: '17:00', closes: '23:30' },
      { day: 'sat', opens: '20:00', closes: '02:00' },
    ]);

    await act(async () => fireEvent.click(within(monday).getByRole('button', { name: 'Quitar el turno 2' })));
    await act(async () => fireEvent.click(within(saturday).getByRole('switch', { name: 'Abierto' })));
    expect(within(saturday).getByText('Cerrado')).toBeTruthy();
    expect(toContent(await check()).content.openingHours).toEqual([{ day: 'mon', opens: '09:00', closes: '14:00' }]);
  });

  it('says on the field itself when a time is missing', async () => {
    const { check } = renderHours();
    const friday = day('viernes');
    await act(async () => fireEvent.click(within(friday).getByRole('switch', { name: 'Abierto' })));
    const opens = within(friday).getByLabelText('Abre') as HTMLInputElement;
    await act(async () => fireEvent.change(opens, { target: { value: '' } }));
    await check();
    expect(opens.getAttribute('aria-invalid')).toBe('true');
    expect(within(friday).getByText('Escribe una hora, como 09:30.')).toBeTruthy();
    expect(within(friday).getByLabelText('Cierra').getAttribute('aria-invalid')).toBe('false');
  });

  it('says a week without hours is no hours at all', () => {
    expect(toContent(emptyValues('store')).content.openingHours).toBeNull();
  });
});
