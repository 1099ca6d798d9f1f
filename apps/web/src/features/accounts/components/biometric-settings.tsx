import FingerprintIcon from '@mui/icons-material/Fingerprint';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@town/shared/accounts';
import { useResetPasskeys } from '../api/biometrics-reset.ts';
import { useRegisterPasskey } from '../api/biometrics-token.ts';
import { useBiometricAvailability } from '../hooks/use-biometric-availability.ts';
import { useFailureMessage } from '../hooks/use-failure-message.ts';
import { biometricOutcomeOf, type BiometricOutcome } from '../utils/biometric-state.ts';
import { BiometricOutcomeAlert } from './biometric-outcome.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';

const SEVERITY = { ok: 'success', failed: 'error', error: 'error', cancelled: 'info', unavailable: 'info' } as const;

/** Passkeys ("biometric sign-in") of the account: set one up on this device, or remove them all. */
export function BiometricSettings({ user }: { user: User }) {
  const { t } = useTranslation('accounts');
  const errorMessage = useFailureMessage();
  const availability = useBiometricAvailability();
  const register = useRegisterPasskey();
  const reset = useResetPasskeys();
  const [confirming, setConfirming] = useState(false);

  const outcome: BiometricOutcome =
    availability === 'unavailable'
      ? { state: 'unavailable' }
      : register.isSuccess
        ? { state: 'ok' }
        : register.isError
          ? biometricOutcomeOf(register.error)
          : { state: availability };

  const removeAll = () => {
    setConfirming(false);
    register.reset();
    reset.mutate();
  };

  return (
    <Box
      component="section"
      aria-labelledby="biometric-heading"
      data-testid="biometric-settings"
      data-state={outcome.state}
    >
      <Typography id="biometric-heading" variant="h2" component="h2" sx={{ mb: 1 }}>
        {t('biometric.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('biometric.intro')}</Typography>
      <Typography sx={{ mb: 2 }} data-testid="passkey-count">
        {user.passkeys > 0 ? t('biometric.count', { count: user.passkeys }) : t('biometric.none')}
      </Typography>
      <BiometricOutcomeAlert outcome={outcome} severities={SEVERITY} texts="biometric.register">
        <FormAlert severity="success" message={reset.isSuccess && t('biometric.removed')} sx={{ mb: 2 }} />
        <FormAlert message={reset.isError && errorMessage(reset.error)} sx={{ mb: 2 }} />
      </BiometricOutcomeAlert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {availability === 'available' && (
          <Button
            variant="contained"
            startIcon={<FingerprintIcon />}
            disabled={register.isPending}
            onClick={() => {
              reset.reset();
              register.mutate();
            }}
          >
            {register.isPending ? t('biometric.register.pending') : t('biometric.register.button')}
          </Button>
        )}
        {user.passkeys > 0 && (
          <Button variant="outlined" color="error" disabled={reset.isPending} onClick={() => setConfirming(true)}>
            {t('biometric.removeAll')}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('biometric.confirm.title')}
        text={t('biometric.confirm.text', { count: user.passkeys })}
        confirm={t('biometric.confirm.remove')}
        cancel={t('biometric.confirm.cancel')}
        onClose={() => setConfirming(false)}
        onConfirm={removeAll}
      />
    </Box>
  );
}
