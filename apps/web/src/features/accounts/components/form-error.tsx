import type { ReactNode } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useFailureMessage } from '../hooks/use-failure-message.ts';

/** A failed call's message for the whole form, announced when it appears. */
export function FormError({
  error,
  overrides,
  children,
}: {
  error: unknown;
  overrides?: Partial<Record<string, string>>;
  children?: ReactNode;
}) {
  const message = useFailureMessage();
  return (
    <FormAlert message={error ? message(error, overrides) : null} sx={{ mb: 2 }} data-testid="form-error">
      {children}
    </FormAlert>
  );
}
