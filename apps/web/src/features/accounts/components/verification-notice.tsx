import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { EMAIL_VERIFICATION_LINK_LIFETIME_HOURS } from '@town/shared/accounts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useResendVerification } from '../api/resend-verification.ts';
import { useFailureMessage } from '../hooks/use-failure-message.ts';

/**
 * Until the account's address is verified (docs/rules.md#accounts): what it is still needed
 * for, and a new link on request (a few an hour; the server says when to try again).
 */
export function VerificationNotice({ email }: { email: string }) {
  const { t } = useTranslation('accounts');
  const resend = useResendVerification();
  const message = useFailureMessage();
  return (
    <Box data-testid="verification-notice">
      <Alert
        severity="warning"
        role="note"
        sx={wrapping}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => resend.mutate()}
            disabled={resend.isPending || resend.isSuccess}
          >
            {resend.isPending ? t('verify.sending') : t('verify.resend')}
          </Button>
        }
      >
        {t('verify.notice', { email })}
      </Alert>
      <Box role="status">
        {resend.isSuccess && (
          <Alert severity="success" sx={[wrapping, { mt: 1 }]}>
            {t('verify.resent', { email, hours: EMAIL_VERIFICATION_LINK_LIFETIME_HOURS })}
          </Alert>
        )}
      </Box>
      <FormAlert message={resend.isError ? message(resend.error) : null} sx={{ mt: 1 }} />
    </Box>
  );
}

/** A long address wraps inside the notice, which never becomes a scrolling region (a 320 px screen). */
const wrapping = {
  flexWrap: 'wrap',
  '& .MuiAlert-message': { overflow: 'visible', overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 12rem' },
} as const;
