import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_CODES, PASSWORD_MIN_LENGTH } from '@town/shared/accounts';
import { ERROR_CODES } from '@town/shared/error-codes';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client.ts';
import { createTestI18n, readLocale, renderOnPage as renderOnRoute } from '../../../test/render.tsx';
import { BiometricSignin } from './biometric-signin.tsx';
import { FormError } from './form-error.tsx';
import { PasswordField } from './password-field.tsx';
import { PasswordRules } from './password-rules.tsx';
import { SignupForm } from './signup-form.tsx';

const accounts = readLocale('en', 'accounts') as {
  validation: { password: Record<string, string>; required: string };
  password: { show: string };
  signup: { submit: string };
  errors: Record<string, string>;
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en', ['accounts', 'translation']);
});

afterEach(cleanup);

/** The component on an account page, in English, with its own query client. */
const renderOnPage = (element: ReactNode, url = '/en/auth/signup') =>
  renderOnRoute(element, { i18n, path: '/:lang/auth/:page', url });

/** Sends the form; its check runs asynchronously (react-hook-form), so this waits for its verdict. */
async function submit(label: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: label }));
  });
}

const passwordInput = () => document.querySelector<HTMLInputElement>('input[name=password]')!;
const rule = (name: string) => document.querySelector<HTMLElement>(`li[data-rule="password.${name}"]`)!;

describe('sign-up form', () => {
  it('ticks the password rules off while typing, without calling anything an error yet', () => {
    renderOnPage(<SignupForm />);
    fireEvent.change(passwordInput(), { target: { value: 'sol' } });
    expect(rule('noLowercase').dataset.state).toBe('met');
    expect(rule('noUppercase').dataset.state).toBe('pending');
    expect(passwordInput().getAttribute('aria-invalid')).toBe('false');
  });

  it('refuses a weak password with a message per broken rule, and sends nothing', async () => {
    const { client } = renderOnPage(<SignupForm />);
    fireEvent.change(document.querySelector('input[name=name]')!, { target: { value: 'Ana' } });
    fireEvent.change(document.querySelector('input[name=email]')!, { target: { value: 'ana@example.com' } });
    fireEvent.change(passwordInput(), { target: { value: 'sol' } });
    await submit(accounts.signup.submit);

    for (const name of ['tooShort', 'noUppercase', 'noDigit', 'noSpecial']) {
      expect(rule(name).dataset.state).toBe('broken');
      expect(rule(name).textContent).toContain(
        accounts.validation.password[name]!.replace('{{min}}', String(PASSWORD_MIN_LENGTH)),
      );
    }
    expect(rule('noLowercase').dataset.state).toBe('met');
    expect(passwordInput().getAttribute('aria-invalid')).toBe('true');
    // The rule list describes the field, for screen readers.
    const describedBy = passwordInput().getAttribute('aria-describedby')!.split(' ');
    expect(describedBy).toContain(rule('tooShort').closest('[id]')!.id);
    expect(client.getMutationCache().getAll()).toHaveLength(0);
    // The first field with a problem has the focus.
    expect(document.activeElement).toBe(passwordInput());
  });

  it('lists a well-known password only once the server refuses it, saying why', () => {
    renderOnPage(<PasswordRules id="rules" password="Password1!" showErrors={false} />);
    expect(rule('common')).toBeNull();
    cleanup();
    renderOnPage(<PasswordRules id="rules" password="Password1!" showErrors serverBroken={['password.common']} />);
    expect(rule('common').dataset.state).toBe('broken');
    expect(rule('common').textContent).toContain(accounts.validation.password.common);
    expect(rule('tooShort').dataset.state).toBe('met');
  });

  it('asks for the missing fields first', async () => {
    renderOnPage(<SignupForm />);
    await submit(accounts.signup.submit);
    expect(screen.getAllByText(accounts.validation.required)).toHaveLength(2);
    expect(document.activeElement).toBe(document.querySelector('input[name=name]'));
  });
});

/** A password field in a form of its own, holding `password`. */
function PasswordForm({ password }: { password: string }) {
  const { control } = useForm({ defaultValues: { password } });
  return <PasswordField control={control} name="password" label="Password" autoComplete="current-password" />;
}

describe('password field', () => {
  it('shows and hides the password', () => {
    renderOnPage(<PasswordForm password="Secret-1" />);
    const toggle = screen.getByRole('button', { name: accounts.password.show });
    expect(passwordInput().type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(passwordInput().type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('biometric sign-in', () => {
  it('offers nothing where the browser has no WebAuthn (jsdom has none)', async () => {
    expect('PublicKeyCredential' in window).toBe(false);
    await act(async () => {
      renderOnPage(<BiometricSignin onSignedIn={() => {}} />, '/en/auth/signin');
    });
    const marker = document.querySelector<HTMLElement>('[data-testid=biometric-signin]')!;
    expect(marker.dataset.state).toBe('unavailable');
    expect(marker.hidden).toBe(true);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('sign-in refused', () => {
  it('tells the owner of a locked account so, in words of its own (not "wrong password")', () => {
    renderOnPage(
      <FormError error={new ApiError(403, ACCOUNT_ERROR_CODES.accountLocked, 'locked')} />,
      '/en/auth/signin',
    );
    const alert = screen.getByTestId('form-error');
    expect(alert.textContent).toBe(accounts.errors.ACCOUNT_LOCKED);
    expect(accounts.errors.ACCOUNT_LOCKED).not.toBe(accounts.errors.INVALID_CREDENTIALS);
  });

  it('says how long to wait after too many attempts, a form’s own words for a code, or that the server is out of reach', () => {
    const says = (element: ReactNode) => {
      cleanup();
      renderOnPage(element, '/en/auth/signin');
      return screen.getByTestId('form-error').textContent;
    };
    expect(says(<FormError error={new ApiError(429, ERROR_CODES.rateLimited, 'wait', undefined, 150)} />)).toBe(
      accounts.errors.RATE_LIMITED_wait_other!.replace('{{count}}', '3'),
    );
    const wrong = new ApiError(401, ACCOUNT_ERROR_CODES.invalidCredentials, 'no');
    expect(
      says(
        <FormError
          error={wrong}
          overrides={{ [ACCOUNT_ERROR_CODES.invalidCredentials]: 'errors.currentPasswordWrong' }}
        />,
      ),
    ).toBe(accounts.errors.currentPasswordWrong);
    expect(says(<FormError error={new ApiError(0, NETWORK_ERROR, 'unreachable')} />)).toBe(
      accounts.errors.NETWORK_ERROR,
    );
    expect(says(<FormError error={new ApiError(418, 'TEAPOT', 'odd')} />)).toBe(accounts.errors.unknown);
  });
});
