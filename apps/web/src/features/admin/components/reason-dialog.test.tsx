import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestI18n, withTexts } from '../../../test/render.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('ca', ['admin']);
});
afterEach(cleanup);

function renderDialog(props: Partial<Parameters<typeof ReasonDialog>[0]> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  const Texts = withTexts(i18n);
  render(
    <Texts>
      <ReasonDialog
        title="Rebutja «Bar Lloc»"
        text="El propietari rebrà aquest motiu per correu electrònic."
        confirmLabel="Rebutja"
        pending={false}
        error={null}
        onClose={onClose}
        onSubmit={onSubmit}
        {...props}
      />
    </Texts>,
  );
  return { onSubmit, onClose };
}

const reason = () => screen.getByRole('textbox', { name: /Motiu/ });
/** Submits and waits for the form's verdict (react-hook-form checks asynchronously). */
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rebutja' })));

describe('the reject dialog', () => {
  it('is a dialog named by its title and described by who reads the reason', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Rebutja «Bar Lloc»' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe(
      'El propietari rebrà aquest motiu per correu electrònic.',
    );
    expect(document.activeElement).toBe(reason());
    screen.getByText('Fins a 1000 caràcters.');
  });

  it('refuses an empty reason, or one of spaces, says why on the field and keeps the focus there', async () => {
    const { onSubmit } = renderDialog();
    await submit();
    screen.getByText('Escriu el motiu.');
    expect(reason().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(reason());
    await act(async () => fireEvent.change(reason(), { target: { value: '    ' } }));
    await submit();
    screen.getByText('Escriu el motiu.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a reason longer than the limit', async () => {
    const { onSubmit } = renderDialog();
    await act(async () => fireEvent.change(reason(), { target: { value: 'a'.repeat(1001) } }));
    await submit();
    screen.getByText('Escriu com a màxim 1000 caràcters.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the reason trimmed, and the problem clears', async () => {
    const { onSubmit } = renderDialog();
    await submit();
    await act(async () => fireEvent.change(reason(), { target: { value: '  Falten les fotos del local.  ' } }));
    expect(screen.queryByText('Escriu el motiu.')).toBeNull();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith('Falten les fotos del local.');
  });

  it('shows why sending failed, and waits while it is being sent', () => {
    renderDialog({ error: 'Ha canviat mentrestant.', pending: true });
    expect(screen.getByRole('alert').textContent).toBe('Ha canviat mentrestant.');
    expect((screen.getByRole('button', { name: 'Rebutja' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel·la' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('closes without sending on Cancel', () => {
    const { onSubmit, onClose } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel·la' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
