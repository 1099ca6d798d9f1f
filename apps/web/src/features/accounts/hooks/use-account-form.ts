import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { markServerFields, serverFields } from '../../../lib/api-errors.ts';
import { accountFieldOf } from '../utils/field-errors.ts';

/**
 * An account form checked by a shared zod schema, the same one the API runs. A field's
 * problems show once it has been left or the form sent, and follow what is typed after
 * that; every broken password rule is kept, not only the first. The server's verdict
 * shows the same way, per field (until the field changes) and for the whole form.
 */
export function useAccountForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
    criteriaMode: 'all',
  });
  const { setError, setFocus, reset: resetForm, getValues } = form;
  const [formError, setFormError] = useState<unknown>(null);

  /** Sends `onValid` the schema's output, only when the form's own check passes. */
  const submit = (onValid: (data: z.output<S>) => void) => (event?: BaseSyntheticEvent) => {
    setFormError(null);
    return form.handleSubmit(onValid)(event);
  };

  /** Shows a failed call: for the whole form, and per field for a 400 that names fields. */
  const showApiError = useCallback(
    (error: unknown) => {
      setFormError(error);
      const values = getValues() as Record<string, unknown>;
      const fields = serverFields(error, {
        fieldOf: accountFieldOf(values),
        // In the form's order, so that the focus goes to the first field with a problem.
        fields: Object.keys(values),
      });
      markServerFields({ setError, setFocus }, fields);
    },
    [getValues, setError, setFocus],
  );

  const reset = useCallback(
    (values: DefaultValues<z.input<S>>) => {
      resetForm(values);
      setFormError(null);
    },
    [resetForm],
  );

  return { control: form.control, submit, showApiError, formError, submitted: form.formState.isSubmitted, reset };
}
