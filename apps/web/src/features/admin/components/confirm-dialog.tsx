import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  text: string;
  confirmLabel: string;
  /** The action takes something away (locks, unpublishes): the button says so in its colour too. */
  danger?: boolean;
  pending: boolean;
  error: string | null;
  onClose(): void;
  onConfirm(): void;
}

/** Asks before an action that changes what people can do or see; "Cancel" has the focus. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  danger = false,
  pending,
  error,
  onClose,
  onConfirm,
}: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={pending} autoFocus>
          {t('actions.cancel')}
        </Button>
        <Button color={danger ? 'error' : 'primary'} variant="contained" onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
