import type { z } from 'zod';
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

/** The form's own check: the shared zod schema's issues, per field. */
export function fieldErrorsFromZod(issues: readonly z.core.$ZodIssue[], values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    add(errors, field, problemKey(field, issue.message, values[field]));
  }
  return errors;
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
