import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { changePasswordBodySchema, signupBodySchema } from '@town/shared/accounts';
import {
  brokenRules,
  fieldErrorsFromApi,
  otherProblems,
  problemKeysOf,
  serverFieldError,
  type FieldErrors,
} from './field-errors.ts';

/** What an account form shows for `values`: the shared schema run as the form runs it, every issue kept. */
async function formErrors(schema: typeof signupBodySchema | typeof changePasswordBodySchema, values: FieldValues) {
  const resolve = zodResolver(schema) as unknown as Resolver<FieldValues>;
  const { errors } = await resolve(values, undefined, {
    criteriaMode: 'all',
    fields: {},
    shouldUseNativeValidation: false,
  });
  const keys: FieldErrors = {};
  for (const [field, error] of Object.entries(errors))
    keys[field] = problemKeysOf(field, error as FieldError, values[field]);
  return keys;
}

const signupErrors = (values: FieldValues) => formErrors(signupBodySchema, values);

describe('problemKeysOf (the form runs the shared schema)', () => {
  it('gives one message per broken password rule', async () => {
    const errors = await signupErrors({ email: 'ana@example.com', name: 'Ana', password: 'abc' });
    expect(errors).toEqual({
      password: [
        'validation.password.tooShort',
        'validation.password.noUppercase',
        'validation.password.noDigit',
        'validation.password.noSpecial',
      ],
    });
    expect(brokenRules(errors.password)).toEqual([
      'password.tooShort',
      'password.noUppercase',
      'password.noDigit',
      'password.noSpecial',
    ]);
    expect(otherProblems(errors.password)).toEqual([]);
  });

  it('asks for what is missing, and for a valid value when something is there', async () => {
    expect(await signupErrors({ email: '', name: ' ', password: 'Sunny-Beach7' })).toEqual({
      email: ['validation.required'],
      name: ['validation.required'],
    });
    expect(await signupErrors({ email: 'not-an-address', name: 'Ana', password: 'Sunny-Beach7' })).toEqual({
      email: ['validation.field.email'],
    });
  });

  it('accepts a good sign-up', async () => {
    expect(await signupErrors({ email: 'ana@example.com', name: 'Ana', password: 'Sunny-Beach7' })).toEqual({});
  });

  it('checks a new password the same way when changing it', async () => {
    const errors = await formErrors(changePasswordBodySchema, { currentPassword: 'old', newPassword: 'sunnybeach' });
    expect(brokenRules(errors.newPassword)).toEqual(['password.noUppercase', 'password.noDigit', 'password.noSpecial']);
  });

  it("keeps the server's keys as they are", () => {
    const keys = ['validation.password.noUppercase', 'validation.field.email'];
    expect(problemKeysOf('password', { ...serverFieldError(keys), ref: undefined }, 'x')).toEqual(keys);
    expect(problemKeysOf('password', undefined, 'x')).toEqual([]);
  });
});

describe('fieldErrorsFromApi (the server ran the same schema)', () => {
  it('maps body fields and rule keys to the same messages as the form', () => {
    const details = [
      { field: 'body.password', message: 'password.noUppercase' },
      { field: 'body.password', message: 'password.noSpecial' },
      { field: 'body.email', message: 'Invalid email address' },
      { field: 'body.phone', message: 'Must be a phone number' },
      { field: 'body', message: 'Unrecognized key: "role"' },
    ];
    expect(fieldErrorsFromApi(details, { email: 'x@', phone: '12' })).toEqual({
      password: ['validation.password.noUppercase', 'validation.password.noSpecial'],
      email: ['validation.field.email'],
      phone: ['validation.field.phone'],
      form: ['validation.invalid'],
    });
  });

  it('ignores details it does not understand', () => {
    expect(fieldErrorsFromApi(undefined, {})).toEqual({});
    expect(fieldErrorsFromApi('oops', {})).toEqual({});
    expect(fieldErrorsFromApi([1, null, { field: 3 }], {})).toEqual({});
  });
});
