import FingerprintIcon from '@mui/icons-material/Fingerprint';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthSession } from '@town/shared/accounts';
import { useSigninWithPasskey } from '../api/signin-biometrics.ts';
import { useBiometricAvailability } from '../hooks/use-biometric-availability.ts';
import { biometricOutcomeOf, type BiometricOutcome } from '../utils/biometric-state.ts';
import { BiometricOutcomeAlert } from './biometric-outcome.tsx';

/** The message of each state after a try (none before: the button says it all). */
const SEVERITY = {
  ok: 'success',
  failed: 'error',
  error: 'error',
  cancelled: 'info',
  'no-credentials': 'warning',
} as const;

/**
 * "Biometric sign-in" with a passkey. Hidden where the browser has no WebAuthn. With
 * the e-mail filled in, only that account's passkeys are offered.
 */
export function BiometricSignin({
  email,
  onSignedIn,
  divider,
}: {
  email?: string;
  onSignedIn(session: AuthSession): void;
  divider?: ReactNode;
}) {
  const { t } = useTranslation('accounts');
  const availability = useBiometricAvailability();
  const signin = useSigninWithPasskey();
  // Nothing to offer (yet): an empty marker, so that "hidden" can be told from "not decided".
  if (availability !== 'available') return <Box data-testid="biometric-signin" data-state={availability} hidden />;

  const outcome: BiometricOutcome = signin.isSuccess
    ? { state: 'ok' }
    : signin.isError
      ? biometricOutcomeOf(signin.error)
      : { state: availability };

  return (
    <>
      {divider}
      <Box data-testid="biometric-signin" data-state={outcome.state}>
        <BiometricOutcomeAlert outcome={outcome} severities={SEVERITY} texts="biometric.signin" />
        <Button
          variant="outlined"
          size="large"
          fullWidth
          startIcon={<FingerprintIcon />}
          disabled={signin.isPending || signin.isSuccess}
          onClick={() => signin.mutate(email, { onSuccess: onSignedIn })}
        >
          {signin.isPending ? t('biometric.signin.pending') : t('biometric.signin.button')}
        </Button>
      </Box>
    </>
  );
}
