import { describe, expect, it } from 'vitest';
import { changePasswordBodySchema, signupBodySchema } from '@town/shared/accounts';
import { brokenRules, fieldErrorsFromApi, fieldErrorsFromZod, otherProblems } from './field-errors.ts';

function formErrors(values: Record<string, unknown>) {
  const result = signupBodySchema.safeParse(values);
  return result.success ? {} : fieldErrorsFromZod(result.error.issues, values);
}

describe('fieldErrorsFromZod (the form runs the shared schema)', () => {
  it('gives one message per broken password rule', () => {
    const errors = formErrors({ email: 'ana@example.com', name: 'Ana', password: 'abc' });
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

  it('asks for what is missing, and for a valid value when something is there', () => {
    expect(formErrors({ email: '', name: ' ', password: 'Sunny-Beach7' })).toEqual({
      email: ['validation.required'],
      name: ['validation.required'],
    });
    expect(formErrors({ email: 'not-an-address', name: 'Ana', password: 'Sunny-Beach7' })).toEqual({
      email: ['validation.field.email'],
    });
  });

  it('accepts a good sign-up', () => {
    expect(formErrors({ email: 'ana@example.com', name: 'Ana', password: 'Sunny-Beach7' })).toEqual({});
  });

  it('checks a new password the same way when changing it', () => {
    const values = { currentPassword: 'old', newPassword: 'sunnybeach' };
    const result = changePasswordBodySchema.safeParse(values);
    expect(result.success).toBe(false);
    const errors = fieldErrorsFromZod(result.error!.issues, values);
    expect(brokenRules(errors.newPassword)).toEqual(['password.noUppercase', 'password.noDigit', 'password.noSpecial']);
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
