import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type Props = Omit<AlertProps, 'action'> & {
  /** Where the one step the notice offers leads, and its name. */
  to: string;
  linkLabel: string;
  children: ReactNode;
};

/** A notice with the one step it offers beside it: sign in again, apply to be an owner… */
export function LinkAlert({ to, linkLabel, severity = 'info', children, ...props }: Props) {
  return (
    <Alert
      severity={severity}
      {...props}
      action={
        <Button color="inherit" size="small" component={RouterLink} to={to}>
          {linkLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
