import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BiometricSignin } from './biometric-signin.tsx';
import { PasswordField } from './password-field.tsx';
import { SignupForm } from './signup-form.tsx';

const locales = join(import.meta.dirname, '../../../../public/locales/en');
const load = (ns: string) => JSON.parse(readFileSync(join(locales, `${ns}.json`), 'utf8')) as Record<string, unknown>;
const accounts = load('accounts') as {
  validation: { password: Record<string, string>; required: string };
  password: { show: string };
  signup: { submit: string };
};

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { accounts: load('accounts'), translation: load('translation') } },
    interpolation: { escapeValue: false },
    saveMissing: true,
    // As in the app: a missing text is an error, and any console.error fails the test.
    missingKeyHandler: (_lngs, ns, key) => console.error(`Missing translation key "${ns}:${key}"`),
  });
});

afterEach(cleanup);

/** The component on an account page of the router, in English, with its own query client. */
function renderOnPage(element: ReactNode, path = '/en/auth/signup') {
  const router = createMemoryRouter([{ path: '/:lang/auth/:page', element }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { client };
}

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
      expect(rule(name).textContent).toContain(accounts.validation.password[name]!.replace('{{min}}', '6'));
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
