import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useErrorMessage } from '../hooks/use-error-message.ts';

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
  const message = useErrorMessage();
  if (!error) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="form-error">
      {message(error, overrides)}
      {children}
    </Alert>
  );
}
