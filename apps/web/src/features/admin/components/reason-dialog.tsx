import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REASON_MAX_LENGTH } from '@town/shared/admin';
import { reasonSchema } from '@town/shared/listings';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';

interface Props {
  title: string;
  /** Who reads the reason, and how. */
  text: string;
  confirmLabel: string;
  /** The refusal is being sent: the dialog waits. */
  pending: boolean;
  /** Why the last attempt failed, in the page's language. */
  error: string | null;
  onClose(): void;
  onSubmit(reason: string): void;
}

/**
 * Turning something down with a reason (a listing's submission, an owner application): the
 * reason is required, checked with the shared schema, and its problem announced on the field.
 */
export function ReasonDialog({ title, text, confirmLabel, pending, error, onClose, onSubmit }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const form = useForm({
    resolver: zodResolver(reasonSchema),
    defaultValues: { reason: '' },
    mode: 'onTouched',
  });
  const describeError = (problem: FieldError) =>
    problem.type === 'too_big' ? t('reason.tooLong', { max: REASON_MAX_LENGTH }) : t('reason.required');
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={form.handleSubmit(({ reason }) => onSubmit(reason))}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
            {text}
          </DialogContentText>
          <FormTextField
            control={form.control}
            name="reason"
            label={t('reason.label')}
            required
            multiline
            minRows={3}
            autoFocus
            hint={t('reason.hint', { max: REASON_MAX_LENGTH })}
            describeError={describeError}
            sx={{ mt: 1 }}
          />
          <FormAlert message={error} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={pending}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
