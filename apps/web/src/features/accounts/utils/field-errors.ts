import type { FieldError } from 'react-hook-form';
import { PASSWORD_RULES, type PasswordRule } from '@town/shared/accounts';
import { SERVER_ERROR, type ServerFieldProblem } from '../../../lib/api-errors.ts';

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

/**
 * The server's check, as `serverFields` takes it: a 400 names each failing field as
 * `body.<field>` and, for a password, each broken rule by the same key as the form's.
 */
export const accountFieldOf =
  (values: Record<string, unknown>) =>
  ({ path, message }: ServerFieldProblem) => {
    const field = String(path[0] ?? '');
    return { name: field, message: problemKey(field, message, values[field]) };
  };

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

/** The password rules among a field's problems, in the order the rules are listed. */
export function brokenRules(keys: readonly string[] | undefined): PasswordRule[] {
  const broken = new Set((keys ?? []).map((key) => key.replace(/^validation\./, '')));
  return PASSWORD_RULES.filter((rule) => broken.has(rule));
}

/** The keys that are not password rules (those show in the rule list instead). */
export function otherProblems(keys: readonly string[] | undefined): string[] {
  return (keys ?? []).filter((key) => !isPasswordRule(key.replace(/^validation\./, '')));
}
