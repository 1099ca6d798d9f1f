import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../utils/field-errors.ts';

type Values = Record<string, string>;

/**
 * A form checked by a shared zod schema as the person types, the same schema the API
 * runs. A field's problems show once it has been left or the form sent; the server's
 * answer adds its own per field (and a message for the whole form) until the field
 * changes again.
 */
export function useAccountForm<V extends Values, S extends z.ZodType>(
  schema: S,
  initial: V,
  toInput: (values: V) => unknown = (v) => v,
) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<unknown>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const parsed = schema.safeParse(toInput(values));
  const clientErrors: FieldErrors = parsed.success ? {} : fieldErrorsFromZod(parsed.error.issues, values);

  /** The problems of a field to show now (translation keys). */
  const errorsOf = (name: string): string[] => {
    const own = touched[name as keyof V] || submitCount > 0 ? (clientErrors[name] ?? []) : [];
    return [...new Set([...own, ...(serverErrors[name] ?? [])])];
  };

  const setValue = useCallback((name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(name, event.target.value),
    onBlur: () => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
  });

  // After a refused submit, the first field with a problem gets the focus (keyboard and screen readers).
  useEffect(() => {
    if (submitCount === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);

  /** Runs `onValid` with the schema's output only when the form's own check passes. */
  const handleSubmit = (onValid: (data: z.output<S>) => void) => (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setSubmitCount((n) => n + 1);
    if (parsed.success) onValid(parsed.data);
  };

  /** Shows a failed call: per field for a 400 with details, for the whole form otherwise. */
  const showApiError = useCallback(
    (error: unknown) => {
      const perField =
        error instanceof ApiError && error.code === 'VALIDATION_ERROR' ? fieldErrorsFromApi(error.details, values) : {};
      setServerErrors(perField);
      const fields = Object.keys(perField).filter((name) => name !== 'form');
      setFormError(error);
      if (fields.length > 0) setSubmitCount((n) => n + 1);
    },
    [values],
  );

  const reset = useCallback((next: V) => {
    setValues(next);
    setTouched({});
    setSubmitCount(0);
    setServerErrors({});
    setFormError(null);
  }, []);

  return {
    values,
    setValue,
    field,
    errorsOf,
    handleSubmit,
    showApiError,
    formError,
    formRef,
    submitted: submitCount > 0,
    reset,
  };
}
