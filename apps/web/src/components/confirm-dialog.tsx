import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEvent, type ReactNode } from 'react';
import { FormAlert } from './form-alert.tsx';

interface Props {
  open: boolean;
  title: string;
  text: string;
  /** The step's name on its button, and the way back's. */
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onClose: () => void;
  pending?: boolean;
  /** A step that takes something away (red), or one that gives (the theme's colour). */
  tone?: 'danger' | 'normal';
  /** Fields the step needs (a reason, a message), inside the dialog's form. */
  children?: ReactNode;
  /** Why the step failed, when it stays open to be tried again. */
  error?: ReactNode;
  /** false once the step can no longer be taken (the server said so): only the way back is left. */
  canConfirm?: boolean;
}

/**
 * Asks before a step that cannot be undone from the page. A form: Enter in a field confirms;
 * the way back has the focus first, so a hurried Enter changes nothing.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirm,
  cancel,
  onConfirm,
  onClose,
  pending = false,
  tone = 'danger',
  children,
  error = null,
  canConfirm = true,
}: Props) {
  const titleId = useId();
  const textId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canConfirm) onConfirm();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
        {children}
        <FormAlert message={error} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} autoFocus={!children}>
          {cancel}
        </Button>
        {canConfirm ? (
          <Button type="submit" color={tone === 'danger' ? 'error' : 'primary'} variant="contained" loading={pending}>
            {confirm}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
