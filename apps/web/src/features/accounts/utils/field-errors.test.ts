import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { changePasswordBodySchema, signupBodySchema } from '@town/shared/accounts';
import { ERROR_CODES } from '@town/shared/error-codes';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFields } from '../../../lib/api-errors.ts';
import { accountFieldOf, brokenRules, otherProblems, problemKeysOf, type FieldErrors } from './field-errors.ts';

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
    const error = { type: 'server', message: keys[0], types: { server: keys } };
    expect(problemKeysOf('password', error, 'x')).toEqual(keys);
    expect(problemKeysOf('email', { type: 'server', message: 'validation.field.email' }, 'x')).toEqual([
      'validation.field.email',
    ]);
    expect(problemKeysOf('password', undefined, 'x')).toEqual([]);
  });
});

describe('the server’s verdict (it ran the same schema)', () => {
  const refused = (details: unknown) => new ApiError(400, ERROR_CODES.validationError, 'Invalid body', details);

  it('maps body fields and rule keys to the same messages as the form, in the form’s order', () => {
    const details = [
      { field: 'body.password', message: 'password.noUppercase' },
      { field: 'body.password', message: 'password.noSpecial' },
      { field: 'body.phone', message: 'Must be a phone number' },
      { field: 'body.email', message: 'Invalid email address' },
      { field: 'body', message: 'Unrecognized key: "role"' },
    ];
    const values = { email: 'x@', phone: '12', password: 'sunny' };
    const fields = serverFields(refused(details), { fieldOf: accountFieldOf(values), fields: Object.keys(values) });
    expect(fields).toEqual([
      { name: 'email', message: 'validation.field.email', messages: ['validation.field.email'] },
      { name: 'phone', message: 'validation.field.phone', messages: ['validation.field.phone'] },
      {
        name: 'password',
        message: 'validation.password.noUppercase',
        messages: ['validation.password.noUppercase', 'validation.password.noSpecial'],
      },
    ]);
  });

  it('asks for a field the server found empty', () => {
    const fields = serverFields(refused([{ field: 'body.name', message: 'Too small' }]), {
      fieldOf: accountFieldOf({ name: ' ' }),
    });
    expect(fields).toEqual([{ name: 'name', message: 'validation.required', messages: ['validation.required'] }]);
  });
});
