import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ACCOUNT_ERROR_CODES } from '@town/shared/accounts';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { Loading } from '../../../components/loading.tsx';
import { failedWith } from '../../../lib/api-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { FormError } from './form-error.tsx';
import { VerificationNotice } from './verification-notice.tsx';

/** What a verification link's token looks like (the API's check); anything else cannot work. */
const VERIFICATION_TOKEN = /^[A-Za-z0-9_-]{1,256}$/;

/**
 * /{lang}/auth/verify?token=…: opens the link mailed to the address, once, as soon as the page
 * runs in the browser (docs/product.md#accounts). A link that no longer works offers a new one.
 */
export function VerifyEmail({ token }: { token: string }) {
  const { t } = useTranslation('accounts');
  const localePath = useLocalePath();
  const user = useSessionStore((s) => s.user);
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const wellFormed = VERIFICATION_TOKEN.test(token);
  // A link is used once: a second render (React's strict mode, a remount) must not send it again.
  const sent = useRef(false);
  useEffect(() => {
    if (!wellFormed || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [mutate, token, wellFormed]);

  const goOn = user ? (
    <Button color="inherit" size="small" component={RouterLink} to={localePath('profile')}>
      {t('verify.toProfile')}
    </Button>
  ) : (
    <Button color="inherit" size="small" component={RouterLink} to={localePath('')}>
      {t('verify.home')}
    </Button>
  );

  // An account already verified (this link opened twice, or another one first) has nothing left to do.
  if (verify.isSuccess || (user?.emailVerified && !verify.isPending)) {
    return (
      <Alert severity="success" role="status" action={goOn} data-testid="verify-done">
        {t('verify.done')}
      </Alert>
    );
  }
  if (!wellFormed || failedWith(verify.error, ACCOUNT_ERROR_CODES.verificationTokenInvalid)) {
    return (
      <Stack spacing={2}>
        <Alert severity="error" role="alert" data-testid="form-error">
          {t('errors.VERIFICATION_TOKEN_INVALID')}
        </Alert>
        {user ? (
          <VerificationNotice email={user.email} />
        ) : (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" component={RouterLink} to={localePath('auth/signin')}>
                {t('verify.signIn')}
              </Button>
            }
          >
            {t('verify.signInToResend')}
          </Alert>
        )}
      </Stack>
    );
  }
  if (verify.isError) return <FormError error={verify.error} />;
  return <Loading label={t('verify.checking')} />;
}
