import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
  pending?: boolean;
}

/** Asks before a step that cannot be undone from here (deleting, unpublishing). */
export function ConfirmDialog({ open, title, text, confirm, onConfirm, onClose, pending = false }: Props) {
  const { t } = useTranslation('owner');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('actions.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={pending}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
