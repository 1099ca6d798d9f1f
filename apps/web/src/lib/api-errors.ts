import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ERROR_CODES } from '@town/shared/error-codes';
import { ApiError, NETWORK_ERROR } from './api-client.ts';

/**
 * One mapping from a failed API call to what a page or a form says about it: the fields a
 * 400 names, and the message for the whole form. Each feature brings its own texts.
 */

/** A field a 400 VALIDATION_ERROR names (docs/api.md#errors), with the rule's key or message. */
export interface ServerFieldProblem {
  /** Its path under the body: `body.seasons.2.end` → ['seasons', 2, 'end']. */
  path: (string | number)[];
  /** The same as react-hook-form names fields: 'seasons.2.end' ('' for the whole body). */
  name: string;
  message: string;
}

/** The fields that a 400's `details` list names under the body, in the server's order. */
export function fieldProblemsOf(details: unknown): ServerFieldProblem[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((detail: unknown) => {
    const { field, message } = (detail ?? {}) as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || !/^body(\.|$)/.test(field) || typeof message !== 'string') return [];
    const path = field
      .replace(/^body\.?/, '')
      .split('.')
      .filter(Boolean)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    return [{ path, name: path.join('.'), message }];
  });
}

/** The fields a failed call names: only a 400 VALIDATION_ERROR names any. */
export function serverFieldProblems(error: unknown): ServerFieldProblem[] {
  if (!(error instanceof ApiError) || error.code !== ERROR_CODES.validationError) return [];
  return fieldProblemsOf(error.details);
}

/** Whether a call failed with this error code of the API (docs/api.md#errors): for a page that acts on it. */
export function failedWith(error: unknown, code: string): boolean {
  return error instanceof ApiError && error.code === code;
}

/** What a feature says for a failed call, in the page's language. */
export interface FailureTexts {
  /** By the API's error code (docs/api.md#errors), for the codes the feature explains. */
  byCode?: Partial<Record<string, string>>;
  /** By HTTP status, for the codes it does not name. */
  byStatus?: Partial<Record<number, string>>;
  /** The server could not be reached. */
  offline: string;
  /** Anything else. */
  failed: string;
}

/** The message for a failed call: its code's, its status's, no connection, or the general one. */
export function failureMessage(error: unknown, texts: FailureTexts): string {
  if (!(error instanceof ApiError)) return texts.failed;
  if (error.code === NETWORK_ERROR) return texts.offline;
  return texts.byCode?.[error.code] ?? texts.byStatus?.[error.status] ?? texts.failed;
}

/** A form's field the server refused, and what to say under it. */
export interface FieldFailure {
  name: string;
  /** Its first problem. */
  message: string;
  /** Every problem named for it, each once (a password's broken rules), for a form that shows them all. */
  messages?: string[];
}

export interface FormFailure {
  /** The form's fields the server refused, each with what to say under it. */
  fields: FieldFailure[];
  /** The message at the top of the form (null: the fields say it all). */
  message: string | null;
}

export interface ServerFieldOptions {
  /**
   * The form's field a server problem is about, and what to say under it; null when the
   * form has no such field. By default the field of the same name, with the server's message.
   */
  fieldOf?: (problem: ServerFieldProblem) => { name: string; message: string } | null;
  /**
   * The form's fields in the order the page shows them: only these are marked, in this order,
   * so the focus goes to the first a person meets. By default every field named, in the server's order.
   */
  fields?: readonly string[];
}

export interface FormFailureOptions extends ServerFieldOptions {
  /** The message at the top while fields are marked (by default none). */
  fieldsMarked?: string;
}

/** The form's fields a failed call refused, each once, with every problem named for it. */
export function serverFields(error: unknown, options: ServerFieldOptions = {}): FieldFailure[] {
  const fieldOf = options.fieldOf ?? ((problem) => ({ name: problem.name, message: problem.message }));
  const byName = new Map<string, string[]>();
  for (const { name, message } of serverFieldProblems(error).flatMap((problem) => fieldOf(problem) ?? [])) {
    const messages = byName.get(name) ?? [];
    if (!messages.includes(message)) messages.push(message);
    byName.set(name, messages);
  }
  const names = options.fields ? options.fields.filter((name) => byName.has(name)) : [...byName.keys()];
  return names.map((name) => ({ name, message: byName.get(name)![0]!, messages: byName.get(name)! }));
}

/** What a form shows for a failed call: the fields the server named, and its top message. */
export function formFailure(error: unknown, texts: FailureTexts, options: FormFailureOptions = {}): FormFailure {
  const fields = serverFields(error, options);
  if (fields.length > 0) return { fields, message: options.fieldsMarked ?? null };
  return { fields: [], message: failureMessage(error, texts) };
}

/** The type of a field error the server reported (its message is in the page's language already). */
export const SERVER_ERROR = 'server';

/**
 * Marks the refused fields on a react-hook-form form (every problem of a field under `types`,
 * for a form with `criteriaMode: 'all'`) and moves the focus to the first, unless the form
 * moves it itself (`focus: false`).
 */
export function markServerFields<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'setFocus'>,
  fields: readonly FieldFailure[],
  { focus = true }: { focus?: boolean } = {},
) {
  for (const field of fields) {
    const several = field.messages && field.messages.length > 1 ? { types: { [SERVER_ERROR]: field.messages } } : {};
    form.setError(field.name as Path<T>, { type: SERVER_ERROR, message: field.message, ...several });
  }
  if (focus && fields[0]) form.setFocus(fields[0].name as Path<T>);
}
