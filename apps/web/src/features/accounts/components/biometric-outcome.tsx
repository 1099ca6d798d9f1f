import type { AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import type { BiometricOutcome } from '../utils/biometric-state.ts';

/**
 * What came of a try with a passkey (signing in, or setting one up), with its reason when
 * there is one, announced politely; nothing in a state that has no message (`severities`).
 */
export function BiometricOutcomeAlert({
  outcome,
  severities,
  texts,
  children,
}: {
  outcome: BiometricOutcome;
  severities: Partial<Record<string, AlertColor>>;
  /** The texts of each state: `biometric.signin` or `biometric.register`. */
  texts: 'biometric.signin' | 'biometric.register';
  /** Other outcomes of the same place (passkeys removed…). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('accounts');
  const severity = severities[outcome.state];
  return (
    <Box role="status" aria-live="polite">
      <FormAlert severity={severity} message={severity && t(`${texts}.${outcome.state}`)} sx={{ mb: 2 }}>
        {outcome.reason ? ` ${t(`biometric.reason.${outcome.reason}`)}` : ''}
      </FormAlert>
      {children}
    </Box>
  );
}
