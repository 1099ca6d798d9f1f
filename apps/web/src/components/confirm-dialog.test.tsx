import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

afterEach(cleanup);

function ask(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const calls = { confirmed: 0, closed: 0 };
  render(
    <ConfirmDialog
      open
      title="Cancel the stay?"
      text="The host is told at once."
      confirm="Cancel it"
      cancel="Keep it"
      onConfirm={() => calls.confirmed++}
      onClose={() => calls.closed++}
      {...props}
    />,
  );
  return calls;
}

describe('the confirm dialog', () => {
  it('asks, with the way back focused first, and confirms on its button', () => {
    const calls = ask();
    const dialog = screen.getByRole('dialog', { name: 'Cancel the stay?' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it' }));
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('The host is told at once.').id);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel it' }));
    expect(calls).toEqual({ confirmed: 1, closed: 0 });
  });

  it('says why the step failed, and offers only the way back when it can no longer be taken', () => {
    const calls = ask({ error: 'It can no longer be cancelled.', canConfirm: false });
    expect(screen.getByRole('alert').textContent).toBe('It can no longer be cancelled.');
    expect(screen.queryByRole('button', { name: 'Cancel it' })).toBeNull();
    fireEvent.submit(screen.getByRole('dialog').closest('form')!);
    expect(calls.confirmed).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(calls.closed).toBe(1);
  });
});
