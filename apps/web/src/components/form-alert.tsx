import Alert, { type AlertProps } from '@mui/material/Alert';
import type { ReactNode } from 'react';

type Props = AlertProps & {
  /** What to say; nothing is shown while there is nothing to say. */
  message: ReactNode;
};

/**
 * The message of a whole form or action, above or below its fields: why it failed (an
 * error by default, announced as an alert), or that it went well.
 */
export function FormAlert({ message, severity = 'error', children, ...props }: Props) {
  if (message === null || message === undefined || message === false || message === '') return null;
  return (
    <Alert severity={severity} role="alert" {...props}>
      {message}
      {children}
    </Alert>
  );
}
