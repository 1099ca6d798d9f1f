import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestI18n, renderOnPage } from '../../test/render.tsx';
import { ContactForm } from './components/contact-form.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('pt', ['contact']);
});
afterEach(cleanup);

const renderForm = () => renderOnPage(<ContactForm lang="pt" />, { i18n, path: '/:lang/contact', url: '/pt/contact' });

/** Fires an event that runs the form's check, and waits for its verdict (react-hook-form checks asynchronously). */
async function checked(fire: () => void) {
  await act(async () => fire());
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(name) }) as HTMLInputElement;

describe('the contact form', () => {
  it('explains every empty field on sending, in the page language, and focuses the first', async () => {
    renderForm();
    await checked(() => fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' })));
    expect(screen.getAllByText('Preencha este campo.')).toHaveLength(4);
    expect(document.activeElement).toBe(field('O seu nome'));
    for (const name of ['O seu nome', 'O seu e-mail', 'Assunto', 'A sua mensagem']) {
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
    }
  });

  it('checks a field when the visitor leaves it, with the shared schema', async () => {
    renderForm();
    const email = field('O seu e-mail');
    await checked(() => fireEvent.change(email, { target: { value: 'joana@' } }));
    expect(screen.queryByText(/endereço de e-mail válido/)).toBeNull(); // not while typing a first time
    await checked(() => fireEvent.blur(email));
    screen.getByText('Introduza um endereço de e-mail válido, como nome@exemplo.pt.');
    await checked(() => fireEvent.change(email, { target: { value: 'joana@example.pt' } }));
    expect(screen.queryByText(/endereço de e-mail válido/)).toBeNull(); // and again as it is corrected

    const message = field('A sua mensagem');
    await checked(() => fireEvent.change(message, { target: { value: '  curta   ' } }));
    await checked(() => fireEvent.blur(message));
    screen.getByText('Escreva pelo menos 10 caracteres.'); // spaces around do not count
  });

  it('hides the honeypot from people and assistive technology', () => {
    renderForm();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Deixe este campo vazio/ })).toBeNull();
  });
});
