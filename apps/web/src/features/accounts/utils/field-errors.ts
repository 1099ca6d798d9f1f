import type { FieldError } from 'react-hook-form';
import { PASSWORD_RULES, type PasswordRule } from '@town/shared/accounts';

/** The problems of each field, as translation keys of the `accounts` namespace. */
export type FieldErrors = Partial<Record<string, string[]>>;

/** Fields with a message of their own; any other gets the generic one. */
const FIELDS_WITH_MESSAGE = new Set([
  'email',
  'name',
  'phone',
  'password',
  'currentPassword',
  'newPassword',
  'lang',
  'theme',
]);

export function isPasswordRule(message: string): message is PasswordRule {
  return (PASSWORD_RULES as readonly string[]).includes(message);
}

/** The key of one problem: a broken password rule by its own key, else what the field needs. */
export function problemKey(field: string, message: string, value: unknown): string {
  if (isPasswordRule(message)) return `validation.${message}`;
  if (!FIELDS_WITH_MESSAGE.has(field)) return 'validation.invalid';
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return 'validation.required';
  }
  return `validation.field.${field}`;
}

function add(errors: FieldErrors, field: string, key: string) {
  const keys = (errors[field] ??= []);
  if (!keys.includes(key)) keys.push(key);
}

/** The type of a field error the server reported; its messages are translation keys already. */
export const SERVER_ERROR = 'server';

/** A field's problems as react-hook-form holds them, for the server's verdict on that field. */
export function serverFieldError(keys: string[]) {
  return { type: SERVER_ERROR, message: keys.join(' '), types: { [SERVER_ERROR]: keys } };
}

/**
 * The translation keys of a field's problems. The form's own check (the shared zod schema,
 * every issue kept) gives the schema's messages; the server's gives keys already.
 */
export function problemKeysOf(field: string, error: FieldError | undefined, value: unknown): string[] {
  if (!error) return [];
  const messages = Object.values(error.types ?? { [error.type]: error.message }).flatMap((message) =>
    typeof message === 'string' ? [message] : Array.isArray(message) ? message.map(String) : [],
  );
  const keys = error.type === SERVER_ERROR ? messages : messages.map((message) => problemKey(field, message, value));
  return [...new Set(keys)];
}

interface ApiFieldProblem {
  field: string;
  message: string;
}

function isApiFieldProblem(value: unknown): value is ApiFieldProblem {
  const problem = value as Partial<ApiFieldProblem> | null;
  return typeof problem?.field === 'string' && typeof problem.message === 'string';
}

/**
 * The server's check: a 400 VALIDATION_ERROR names each failing field as `body.<field>`
 * and, for a password, each broken rule by the same key as the form's.
 */
export function fieldErrorsFromApi(details: unknown, values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  if (!Array.isArray(details)) return errors;
  for (const problem of details.filter(isApiFieldProblem)) {
    const field = problem.field.replace(/^body\.?/, '').split('.')[0] || 'form';
    add(errors, field, problemKey(field, problem.message, values[field]));
  }
  return errors;
}

/** The password rules among a field's problems, in the order the rules are listed. */
export function brokenRules(keys: readonly string[] | undefined): PasswordRule[] {
  const broken = new Set((keys ?? []).map((key) => key.replace(/^validation\./, '')));
  return PASSWORD_RULES.filter((rule) => broken.has(rule));
}

/** The keys that are not password rules (those show in the rule list instead). */
export function otherProblems(keys: readonly string[] | undefined): string[] {
  return (keys ?? []).filter((key) => !isPasswordRule(key.replace(/^validation\./, '')));
}
